import { timingSafeEqual } from 'node:crypto';

/**
 * Compares two secrets in time that depends only on their length. Lengths of MACs and tokens
 * are public, so returning early on a length mismatch leaks nothing.
 */
export function constantTimeEqual(a: string | Uint8Array, b: string | Uint8Array): boolean {
  const left = typeof a === 'string' ? Buffer.from(a, 'utf8') : Buffer.from(a);
  const right = typeof b === 'string' ? Buffer.from(b, 'utf8') : Buffer.from(b);
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}
