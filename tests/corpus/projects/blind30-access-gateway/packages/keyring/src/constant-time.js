/**
 * Compares two strings in time that depends only on their length: every code unit is visited and
 * the differences are OR-ed together, with no early exit. Lengths are not secret (MACs have a fixed
 * length), so a length mismatch may return at once.
 */
export function constantTimeEqual(a, b) {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) {
    diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  }
  return diff === 0;
}
