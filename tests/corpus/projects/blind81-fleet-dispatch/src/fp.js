// Functional helpers: composition, currying and result builders used by the dispatch tools.
export const pipe = (...fns) => (input) => fns.reduce((acc, fn) => fn(acc), input);
export const compose = (...fns) => (input) => fns.reduceRight((acc, fn) => fn(acc), input);

export const curry = (fn) => {
  const step = (collected) => (...args) => {
    const all = [...collected, ...args];
    return all.length >= fn.length ? fn(...all) : step(all);
  };
  return step([]);
};

export const prop = (key) => (obj) => obj?.[key];
export const pick = (...keys) => (obj) => Object.fromEntries(keys.filter((k) => k in obj).map((k) => [k, obj[k]]));

export const ensure = (predicate, message) => (value) =>
  predicate(value) ? value : Promise.reject(new Error(message));

export const text = (body) => ({ content: [{ type: 'text', text: body }] });
export const toolError = (body) => ({ ...text(body), isError: true });
