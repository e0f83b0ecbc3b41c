import { type Result, ok, err } from '../fp.js';

export const STATE_TTL_MS = 5 * 60 * 1000;

export interface Claims<T> {
  readonly sub: string;
  readonly tool: string;
  readonly exp: number;
  readonly data: T;
}

export const mkClaims =
  (sub: string, tool: string, now: () => number = Date.now) =>
  <T>(data: T): Claims<T> => ({ sub, tool, exp: now() + STATE_TTL_MS, data });

export const checkBinding =
  (sub: string, tool: string) =>
  <T>(claims: Claims<T>): Result<Claims<T>> =>
    claims.sub === sub && claims.tool === tool ? ok(claims) : err('state was issued for another user or tool'); // expect-todo: require-state-binding
