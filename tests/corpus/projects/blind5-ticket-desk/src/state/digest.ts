import { createHmac } from 'node:crypto';

/**
 * Small helpers shared by the state sealer and the webhook receiver.
 */

export type DigestAlgorithm = 'sha256' | 'sha384' | 'sha512';

export function macFor(key: string | Buffer, body: string, algorithm: DigestAlgorithm = 'sha256'): Buffer {
  return createHmac(algorithm, key).update(body, 'utf8').digest();
}

export function toBase64Url(buf: Buffer): string {
  return buf.toString('base64url');
}

export function fromBase64Url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const buf = Buffer.from(text, 'base64url');
  // reject non-canonical encodings so a flipped padding bit is not accepted
  return buf.toString('base64url') === text ? buf : null;
}

export function sameDigest(a: Buffer, b: Buffer): boolean {
  if (a.length !== b.length) return false;
  return Buffer.compare(a, b) === 0;
}

export function splitSealed(sealed: string): [body: string, mac: string] | null {
  const dot = sealed.lastIndexOf('.');
  if (dot <= 0 || dot === sealed.length - 1) return null;
  return [sealed.slice(0, dot), sealed.slice(dot + 1)];
}

export function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeJson<T>(body: string): T | null {
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
