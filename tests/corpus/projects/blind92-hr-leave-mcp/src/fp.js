// Functional helpers: composition, currying, object transforms, canonical digests and tool results.
import { createHash } from 'node:crypto';

export const pipe = (...fns) => (x) => fns.reduce((v, f) => f(v), x);
export const curry = (fn, arity = fn.length) => (...a) => (a.length >= arity ? fn(...a) : curry((...b) => fn(...a, ...b), arity - a.length));
export const pick = curry((keys, o) => Object.fromEntries(keys.filter((k) => o?.[k] !== undefined).map((k) => [k, o[k]])));
export const mapValues = curry((f, o) => Object.fromEntries(Object.entries(o ?? {}).map(([k, v]) => [k, f(v, k)])));
export const uniqBy = curry((f, xs) => [...new Map(xs.map((x) => [f(x), x])).values()]);
export const canonical = (v) =>
  Array.isArray(v) ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object' ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`
      : JSON.stringify(v ?? null);
export const argsDigest = pipe(canonical, (s) => createHash('sha256').update(s).digest('base64url'));
export const days = ({ start, end }) => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
export const text = (t) => ({ content: [{ type: 'text', text: t }] });
export const fail = (t) => ({ ...text(t), isError: true });
export const json = (v) => ({ ...text(JSON.stringify(v, null, 2)), structuredContent: v });
