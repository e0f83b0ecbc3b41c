// Small functional helpers shared by the ledger desk modules.
// @ts-nocheck
export const pipe = (...fns) => (input) => fns.reduce((acc, fn) => fn(acc), input);

export const compose = (...fns) => pipe(...[...fns].reverse());

export const curry = (fn) =>
  function curried(...args) {
    return args.length >= fn.length ? fn(...args) : (...more) => curried(...args, ...more);
  };

export const prop = (key) => (obj) => obj?.[key];
export const nth = (index) => (list) => list[index];
export const split = (sep) => (value) => String(value).split(sep);
export const tap = (fn) => (value) => {
  fn(value);
  return value;
};

export const cents = (amount) => (amount / 100).toFixed(2);

export const text = (body) => ({ content: [{ type: 'text', text: body }] });
export const toolError = (body) => ({ ...text(body), isError: true });
