// Small helpers with no better home.

/**
 * Identifier equality across the ILS, the union catalogue and scanner input:
 * ISBN-10 check digits come as `x` or `X`, barcodes arrive as numbers or strings.
 */
export const same = (a, b) => String(a).toLowerCase() === String(b).toLowerCase();

export function pick(src, keys) {
  const out = {};
  for (const k of keys) if (src?.[k] !== undefined) out[k] = src[k];
  return out;
}

export function chunk(list, size) {
  const out = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
