import { createHmac, timingSafeEqual } from 'node:crypto';

export function macOf(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function macMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
