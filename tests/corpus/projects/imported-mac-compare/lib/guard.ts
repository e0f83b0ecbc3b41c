// The TypeScript guard the newer tools use: a length check and timingSafeEqual.
// @ts-nocheck
import { timingSafeEqual } from 'node:crypto';

export function tagsMatch(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
