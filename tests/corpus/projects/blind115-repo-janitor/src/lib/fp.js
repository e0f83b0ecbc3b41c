// Functional helpers: compose, pipe, curry and an Either type.
'use strict';

const compose = (...fns) => (x) => fns.reduceRight((acc, f) => f(acc), x);
const pipe = (...fns) => (x) => fns.reduce((acc, f) => f(acc), x);

const curry = (fn) => {
  const curried = (...args) => (args.length >= fn.length ? fn(...args) : (...more) => curried(...args, ...more));
  return curried;
};

// Either: { tag: 'Left', value } | { tag: 'Right', value }
const Left = (value) => Object.freeze({ tag: 'Left', value });
const Right = (value) => Object.freeze({ tag: 'Right', value });

const either = curry((onLeft, onRight, e) => (e.tag === 'Left' ? onLeft(e.value) : onRight(e.value)));
const mapE = curry((f, e) => (e.tag === 'Right' ? Right(f(e.value)) : e));
const chainE = curry((f, e) => (e.tag === 'Right' ? f(e.value) : e));

const tryCatch = (f) => {
  try {
    return Right(f());
  } catch (error) {
    return Left(error);
  }
};

const fromPredicate = curry((pred, onFail, x) => (pred(x) ? Right(x) : Left(onFail(x))));

module.exports = { compose, pipe, curry, Left, Right, either, mapE, chainE, tryCatch, fromPredicate };
