// Minimal Either: Left carries a failure reason, Right a value; fold/map keep call sites flat.
// @ts-nocheck
export type Left<L> = { tag: 'left'; left: L };
export type Right<R> = { tag: 'right'; right: R };
export type Either<L, R> = Left<L> | Right<R>;

export const left = <L>(value: L): Left<L> => ({ tag: 'left', left: value });
export const right = <R>(value: R): Right<R> => ({ tag: 'right', right: value });

export const isRight = <L, R>(e: Either<L, R>): e is Right<R> => e.tag === 'right';

export function mapRight<L, R, S>(e: Either<L, R>, fn: (r: R) => S): Either<L, S> {
  return e.tag === 'right' ? right(fn(e.right)) : e;
}

export function fold<L, R, T>(e: Either<L, R>, onLeft: (l: L) => T, onRight: (r: R) => T): T {
  return e.tag === 'right' ? onRight(e.right) : onLeft(e.left);
}
