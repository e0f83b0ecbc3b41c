// A frozen Ok/Err Result type with chain, match and promise helpers.
const Ok = (value) => Object.freeze({ kind: 'ok', value });
const Err = (reason) => Object.freeze({ kind: 'err', reason });

export const Result = Object.freeze({
  Ok,
  Err,
  of: Ok,
  fromPromise: (p, reason) => p.then(Ok, () => Err(reason)),
  chain: (f) => (r) => (r.kind === 'ok' ? f(r.value) : r),
  match: ({ ok, err }) => (r) => (r.kind === 'ok' ? ok(r.value) : err(r.reason)),
  guard: (pred, reason) => (value) => (pred(value) ? Ok(value) : Err(reason)),
});
