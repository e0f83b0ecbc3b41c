// Grab bag. If a helper grows past ~20 lines or picks up a dependency, give it its own module.
import { createHash, timingSafeEqual } from 'node:crypto';

export const formatCents = (cents: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

export function chunk<T>(xs: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export function monthBounds(period: string): { from: string; to: string } {
  const [y, m] = period.split('-').map(Number);
  const from = new Date(Date.UTC(y, m - 1, 1));
  const to = new Date(Date.UTC(y, m, 1));
  return { from: from.toISOString(), to: to.toISOString() };
}

/** JSON with object keys sorted, so equal values always serialise the same way. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

// Pagination cursors for the REST API. Opaque to clients but not secret: they only hold a position.
export function encodeCursor(pos: { issuedAt: string; id: string }): string {
  return Buffer.from(JSON.stringify([pos.issuedAt, pos.id])).toString('base64url');
}

export function decodeCursor(cursor: unknown): { issuedAt: string; id: string } | null {
  if (typeof cursor !== 'string' || cursor.length > 200) return null;
  try {
    const [issuedAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return typeof issuedAt === 'string' && typeof id === 'string' ? { issuedAt, id } : null;
  } catch {
    return null;
  }
}

export const etag = (body: unknown) => `W/"${createHash('sha1').update(JSON.stringify(body)).digest('hex')}"`;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Equality for shared secrets of any length: both sides are hashed first, so timingSafeEqual sees 32 bytes each. */
export function constantTimeEquals(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

// --- MCP result shapes (SDK 1.x has no builders for these) ----------------------------------------

export type ToolResult = Record<string, unknown>;

export const textResult = (text: string): ToolResult => ({ content: [{ type: 'text', text }] });
export const errorResult = (text: string): ToolResult => ({ isError: true, content: [{ type: 'text', text }] });

export function askForm(message: string, properties: Record<string, unknown>, required: string[] = []) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

export function inputRequiredResult(inputRequests: Record<string, unknown>, requestState: string): ToolResult {
  return { resultType: 'input_required', inputRequests, requestState };
}
