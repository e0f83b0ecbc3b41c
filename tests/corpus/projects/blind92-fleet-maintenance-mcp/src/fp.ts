// Small functional helpers shared across the fleet maintenance server.
// @ts-nocheck
export const pipe = (...fns) => (x) => fns.reduce((acc, f) => f(acc), x);
export const compose = (...fns) => pipe(...[...fns].reverse());
export const curry = (fn, arity = fn.length) => (...a) => (a.length >= arity ? fn(...a) : curry((...b) => fn(...a, ...b), arity - a.length));
export const pick = curry((keys, obj) => Object.fromEntries(keys.filter((k) => obj?.[k] !== undefined).map((k) => [k, obj[k]])));
export const mapValues = curry((fn, obj) => Object.fromEntries(Object.entries(obj ?? {}).map(([k, v]) => [k, fn(v, k)])));
export const indexBy = curry((key, xs) => Object.fromEntries((xs ?? []).map((x) => [x[key], x])));
export const memoize = (fn, cache = new Map()) => (k) => (cache.has(k) ? cache.get(k) : (cache.set(k, fn(k)), cache.get(k)));
export const need = (v, msg) => v ?? (() => { throw new Error(msg); })();
export const clamp = curry((lo, hi, n) => Math.min(hi, Math.max(lo, n)));
export const toB64Json = pipe(JSON.stringify, (s) => Buffer.from(s, 'utf8').toString('base64url'));
export const fromB64Json = pipe((s) => Buffer.from(String(s), 'base64url').toString('utf8'), JSON.parse);
export const text = (t, extra = {}) => ({ content: [{ type: 'text', text: t }], ...extra });
export const fail = (t) => text(t, { isError: true });
export const json = (v) => text(JSON.stringify(v, null, 2), { structuredContent: v });
