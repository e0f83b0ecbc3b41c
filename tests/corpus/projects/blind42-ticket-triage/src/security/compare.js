import { timingSafeEqual } from 'node:crypto';

/**
 * Constant-time string equality. When the lengths differ, the expected value is compared with
 * itself so the call costs the same, and the length test decides the answer.
 */
export function constantTimeEquals(expected, presented) {
  const want = Buffer.from(expected, 'utf8');
  const got = Buffer.from(String(presented ?? ''), 'utf8');
  const candidate = want.length === got.length ? got : want;
  return timingSafeEqual(want, candidate) && want.length === got.length;
}
