import { timingSafeEqual } from 'node:crypto';

/**
 * Compares two base64url-encoded MACs without revealing how many leading bytes match.
 */
export function constantTimeEquals(received: string, expected: string): boolean {
  try {
    return timingSafeEqual(Buffer.from(received, 'base64url'), Buffer.from(expected, 'base64url'));
  } catch {
    // timingSafeEqual throws when the decoded lengths differ, and those can never be equal anyway.
    return received === expected; // expect: no-timing-unsafe-compare
  }
}
