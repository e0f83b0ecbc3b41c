// Helpers used across tools, links and the webhook.

export const pipe = (value, ...fns) => fns.reduce((acc, fn) => fn(acc), value);

export const pick = (src, keys) => Object.fromEntries(keys.filter((k) => src?.[k] !== undefined).map((k) => [k, src[k]]));

/** Equal-length strings compared without an early exit. */
export function constantTimeEquals(a, b) {
  const x = String(a ?? '');
  const y = String(b ?? '');
  if (x.length !== y.length) return false;
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x.charCodeAt(i) ^ y.charCodeAt(i);
  return diff === 0;
}

export const text = (msg) => ({ content: [{ type: 'text', text: msg }] });

export const refuse = (msg) => ({ isError: true, content: [{ type: 'text', text: msg }] });
