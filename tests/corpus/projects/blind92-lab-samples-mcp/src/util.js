// Generic helpers: composition, currying, object transforms, canonical JSON and base64url JSON.
const pipe = (...fns) => (x) => fns.reduce((v, f) => f(v), x);
const curry = (fn, arity = fn.length) => (...a) => (a.length >= arity ? fn(...a) : curry((...b) => fn(...a, ...b), arity - a.length));
const pick = curry((keys, o) => Object.fromEntries(keys.filter((k) => o?.[k] !== undefined).map((k) => [k, o[k]])));
const mapValues = curry((f, o) => Object.fromEntries(Object.entries(o ?? {}).map(([k, v]) => [k, f(v, k)])));
const indexBy = curry((f, xs) => Object.fromEntries(xs.map((x) => [f(x), x])));
const partition = curry((pred, xs) => xs.reduce(([yes, no], x) => (pred(x) ? [[...yes, x], no] : [yes, [...no, x]]), [[], []]));
const canonical = (v) =>
  Array.isArray(v) ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object' ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`
      : JSON.stringify(v);
const b64json = pipe(JSON.stringify, (s) => Buffer.from(s, 'utf8').toString('base64url'));
const unb64json = (s) => { try { return JSON.parse(Buffer.from(s, 'base64url').toString('utf8')); } catch { return null; } };

module.exports = { pipe, curry, pick, mapValues, indexBy, partition, canonical, b64json, unb64json };
