// Minimal Result type (ok/err) with curried combinators shared by the dispatch tools.
import * as R from 'ramda';

export const ok = (value) => ({ ok: true, value });
export const err = (error) => ({ ok: false, error });

export const chain = R.curry((fn, result) => (result.ok ? fn(result.value) : result));
export const map = R.curry((fn, result) => (result.ok ? ok(fn(result.value)) : result));
export const guard = R.curry((predicate, message, value) => (predicate(value) ? ok(value) : err(message)));

export const allChecks = (checks) => (value) => R.reduce((acc, check) => chain(check, acc), ok(value), checks);

export const fold = R.curry((onErr, onOk, result) => (result.ok ? onOk(result.value) : onErr(result.error)));
