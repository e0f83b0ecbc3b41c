import { createHmac, timingSafeEqual } from 'node:crypto';

export const macOf =
  (key: Buffer) =>
  (data: string): string =>
    createHmac('sha256', key).update(data).digest('base64url');

// Compares the base64url text itself, not decoded bytes: decoding would let a changed
// last character (whose low bits are padding) through.
export const sameMac = (given: string, expected: string): boolean => {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};
