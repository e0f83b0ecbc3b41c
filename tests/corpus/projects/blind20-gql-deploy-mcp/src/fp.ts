type Fn<A, B> = (a: A) => B;

export function pipe<A, B>(ab: Fn<A, B>): Fn<A, B>;
export function pipe<A, B, C>(ab: Fn<A, B>, bc: Fn<B, C>): Fn<A, C>;
export function pipe<A, B, C, D>(ab: Fn<A, B>, bc: Fn<B, C>, cd: Fn<C, D>): Fn<A, D>;
export function pipe<A, B, C, D, E>(ab: Fn<A, B>, bc: Fn<B, C>, cd: Fn<C, D>, de: Fn<D, E>): Fn<A, E>;
export function pipe(...fns: Array<Fn<unknown, unknown>>): Fn<unknown, unknown> {
  return (input) => fns.reduce((acc, fn) => fn(acc), input);
}

export const compose = <A, B, C>(bc: Fn<B, C>, ab: Fn<A, B>): Fn<A, C> => (a) => bc(ab(a));

export const tap =
  <T>(effect: (value: T) => void): Fn<T, T> =>
  (value) => {
    effect(value);
    return value;
  };
