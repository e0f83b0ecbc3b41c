/**
 * Equality that takes the same time wherever the inputs differ. Used for
 * webhook signatures (hex strings from the provider), where a
 * crypto.timingSafeEqual would throw on a short, forged value.
 */
export function constantTimeEquals(a, b) {
  const x = Buffer.from(String(a), 'utf8');
  const y = Buffer.from(String(b), 'utf8');
  const n = Math.max(x.length, y.length);
  let diff = x.length ^ y.length;
  for (let i = 0; i < n; i++) {
    diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  }
  return diff === 0;
}
