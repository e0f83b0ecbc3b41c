// Functional utilities: composition, currying, object reshaping, canonical hashing and tool results.
// @ts-nocheck
import { createHash } from 'node:crypto';

export const pipe = (...fns) => (x) => fns.reduce((v, f) => f(v), x);
export const curry = (fn, arity = fn.length) => (...a) => (a.length >= arity ? fn(...a) : curry((...b) => fn(...a, ...b), arity - a.length));
export const pick = curry((keys, o) => Object.fromEntries(keys.filter((k) => o?.[k] !== undefined).map((k) => [k, o[k]])));
export const mapValues = curry((f, o) => Object.fromEntries(Object.entries(o ?? {}).map(([k, v]) => [k, f(v, k)])));
export const groupBy = curry((f, xs) => xs.reduce((acc, x) => ((acc[f(x)] ??= []).push(x), acc), {}));
export const stable = (v) =>
  Array.isArray(v) ? `[${v.map(stable).join(',')}]`
    : v && typeof v === 'object' ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${stable(v[k])}`).join(',')}}`
      : JSON.stringify(v ?? null);
export const sha256 = (s) => createHash('sha256').update(s).digest('base64url');
export const argsHash = pipe(stable, sha256);
export const fqdn = (name) => (name.endsWith('.') ? name : `${name}.`);
export const bare = (name) => name.replace(/\.$/, '');
export const text = (t, extra = {}) => ({ content: [{ type: 'text', text: t }], ...extra });
export const fail = (t) => text(t, { isError: true });
export const json = (v) => text(JSON.stringify(v, null, 2), { structuredContent: v });
