// A small Either type with bind and check helpers.
// @ts-nocheck
export type Either<L, R> = { readonly left: L } | { readonly right: R };

export const left = <L>(l: L): Either<L, never> => Object.freeze({ left: l });
export const right = <R>(r: R): Either<never, R> => Object.freeze({ right: r });
export const isRight = <L, R>(e: Either<L, R>): e is { right: R } => 'right' in e;

export const bind =
  <L, A, B>(f: (a: A) => Either<L, B>) =>
  (e: Either<L, A>): Either<L, B> =>
    isRight(e) ? f(e.right) : e;

export const check =
  <A>(pred: (a: A) => boolean, why: string) =>
  (a: A): Either<string, A> =>
    pred(a) ? right(a) : left(why);

export const flow =
  <A>(...steps: Array<(e: Either<string, any>) => Either<string, any>>) =>
  (start: Either<string, A>) =>
    steps.reduce((acc, step) => step(acc), start);

export const unwrap = <L, R, T>(onLeft: (l: L) => T, onRight: (r: R) => T) => (e: Either<L, R>): T =>
  isRight(e) ? onRight(e.right) : onLeft((e as { left: L }).left);
