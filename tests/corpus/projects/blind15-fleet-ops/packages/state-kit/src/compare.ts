/**
 * Equality for signatures and other short secrets.
 *
 * Works on strings so callers do not have to juggle Buffers, and bails out on a
 * length mismatch (the length of an HMAC is not a secret).
 */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a.charCodeAt(i) !== b.charCodeAt(i)) return false; // expect: no-timing-unsafe-compare
  }
  return true;
}
