import { createHmac } from 'node:crypto';

/** HMAC-SHA256, base64url. Curried so callers can fix the key once. */
export const hmacSha256 =
  (key: Uint8Array) =>
  (data: string): string =>
    createHmac('sha256', key).update(data).digest('base64url');

export const b64urlJson = {
  encode: (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url'),
  decode: (text: string): unknown => JSON.parse(Buffer.from(text, 'base64url').toString('utf8')),
} as const;
