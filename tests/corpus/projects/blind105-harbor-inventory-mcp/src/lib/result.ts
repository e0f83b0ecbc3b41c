// Result type with pipe, map/andThen and an async step sequencer used to compose inventory logic without exceptions.
// @ts-nocheck
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: string): Result<never> => ({ ok: false, error });

export const pipe = (value, ...fns) => fns.reduce((acc, fn) => fn(acc), value);

export const map = (fn) => (r: Result<unknown>) => (r.ok ? ok(fn(r.value)) : r);
export const andThen = (fn) => (r: Result<unknown>) => (r.ok ? fn(r.value) : r);

export const ensure = (holds, message: string) => (value) => (holds(value) ? ok(value) : fail(message));

export const sequence =
  (...steps) =>
  (input) =>
    steps.reduce((acc, step) => acc.then((r) => (r.ok ? step(r.value) : r)), Promise.resolve(ok(input)));

export const unwrap = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

export const toToolResult = (render: (value) => unknown) => (r: Result<unknown>) =>
  r.ok ? render(r.value) : { isError: true, content: [{ type: 'text', text: r.error }] };
