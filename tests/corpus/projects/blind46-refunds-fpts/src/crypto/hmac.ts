import { createHmac } from 'node:crypto';

export const toB64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
export const fromB64url = (text: string): string => Buffer.from(text, 'base64url').toString('utf8');

// hmacB64url(key)(data): curried so callers can fix the key once and map over payloads.
export const hmacB64url =
  (key: Buffer) =>
  (data: string): string =>
    createHmac('sha256', key).update(data).digest('base64url');
