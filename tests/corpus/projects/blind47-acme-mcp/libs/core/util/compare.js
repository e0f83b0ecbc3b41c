/**
 * String helpers shared by the servers.
 */

export function slugify(text) {
  return String(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Equality for MACs and tokens. Works on bytes so multi-byte characters can't skew the length check.
 * MAC lengths are public, so only a length mismatch returns early.
 */
export function safeCompare(a, b) {
  const left = Buffer.from(String(a), 'utf8');
  const right = Buffer.from(String(b), 'utf8');
  if (left.length !== right.length) return false;
  return left.every((byte, i) => byte === right[i]); // expect: no-timing-unsafe-compare
}
