// Claim checks for opened requestState (subject, tool, expiry) as small Either steps folded together with reduce.
// @ts-nocheck
import { pipe } from 'fp-ts/lib/function.js';
import * as E from 'fp-ts/lib/Either.js';
import * as A from 'fp-ts/lib/Array.js';
import type { Claims } from './seal.js';

export type Check = (claims: Claims) => E.Either<string, Claims>;

const check =
  (holds: (claims: Claims) => boolean, reason: string): Check =>
  (claims) =>
    holds(claims) ? E.right(claims) : E.left(reason);

export const forSubject = (sub: string): Check =>
  check((c) => c.sub === sub, 'this confirmation belongs to another user');

export const forTool = (tool: string): Check =>
  check((c) => c.tool === tool, 'this confirmation was issued for another tool');

export const notExpired = (now: () => number = Date.now): Check =>
  check((c) => typeof c.exp === 'number' && c.exp > now(), 'this confirmation has expired; start again');

export const allOf =
  (checks: Check[]): Check =>
  (claims) =>
    pipe(
      checks,
      A.reduce(E.right(claims) as E.Either<string, Claims>, (acc, step) => pipe(acc, E.chain(step))),
    );
