import { createHash, timingSafeEqual } from 'node:crypto';

export const toB64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

export const fromB64url = (text: string): Buffer => Buffer.from(text, 'base64url');

/**
 * True when `text` is the one canonical, unpadded base64url spelling of exactly `byteLength` bytes.
 * Node's decoder ignores the spare bits of the last character, so without this check several
 * spellings of the same MAC would be accepted.
 */
export function isCanonicalB64url(text: string, byteLength: number): boolean {
  if (text.length !== Math.ceil((byteLength * 4) / 3)) return false;
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return false;
  return toB64url(fromB64url(text)) === text;
}

/** Constant-time string equality. Different lengths answer false instead of throwing. */
export function constantTimeEquals(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Digest of a tool call's arguments, key order ignored. Public data: it only pins *which* call a round is for. */
export const digestArguments = (args: Record<string, unknown>): string =>
  createHash('sha256').update(canonicalJson(args)).digest('base64url');
