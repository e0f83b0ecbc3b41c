// Functional helpers: composition, currying, object transforms and base64url encoding.
export const pipe = (...fns) => (x) => fns.reduce((v, f) => f(v), x);
export const pipeAsync = (...fns) => (x) => fns.reduce((p, f) => p.then(f), Promise.resolve(x));
export const curry = (fn, arity = fn.length) => (...a) => (a.length >= arity ? fn(...a) : curry((...b) => fn(...a, ...b), arity - a.length));
export const pick = curry((keys, o) => Object.fromEntries(keys.filter((k) => k in (o ?? {})).map((k) => [k, o[k]])));
export const omit = curry((keys, o) => Object.fromEntries(Object.entries(o ?? {}).filter(([k]) => !keys.includes(k))));
export const mapValues = curry((f, o) => Object.fromEntries(Object.entries(o ?? {}).map(([k, v]) => [k, f(v, k)])));
export const sumBy = curry((f, xs) => xs.reduce((n, x) => n + f(x), 0));
export const toB64url = (s) => Buffer.from(s, 'utf8').toString('base64url');
export const fromB64url = (s) => Buffer.from(String(s), 'base64url').toString('utf8');
export const fromB64Json = pipe(fromB64url, JSON.parse);
const sortKeys = (x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x);
export const canonical = (v) => JSON.stringify(v, (_, x) => sortKeys(x));
