// Functional helpers: pipe, pipeAsync, curry2 and freezeDeep.
export const pipe = (...fns) => (input) => fns.reduce((acc, fn) => fn(acc), input);

export const pipeAsync = (...fns) => (input) => fns.reduce((acc, fn) => acc.then(fn), Promise.resolve(input));

export const curry2 = (fn) => (a) => (b) => fn(a, b);

export const freezeDeep = (obj) => {
  Object.values(obj).forEach((v) => v && typeof v === 'object' && !Object.isFrozen(v) && freezeDeep(v));
  return Object.freeze(obj);
};
