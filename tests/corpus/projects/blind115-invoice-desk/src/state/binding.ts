// Types and canonical argument digest for the user/tool binding carried in request state.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { ok, err, type Result } from '../fp/index.js';

export type Binding = Readonly<{ sub: string; tool: string; argDigest?: string }>;

export type Claims = Readonly<
  Binding & {
    exp: number;
    data: Readonly<Record<string, unknown>>;
  }
>;

const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value);

export const digestArgs = (args: Record<string, unknown>): string =>
  createHash('sha256').update(canonical(args)).digest('hex');

export const bindTo = (sub: string, tool: string, args?: Record<string, unknown>): Binding =>
  Object.freeze(args ? { sub, tool, argDigest: digestArgs(args) } : { sub, tool });

export const matches =
  (expected: Binding) =>
  (claims: Claims): Result<Claims> =>
    claims.sub === expected.sub &&
    claims.tool === expected.tool &&
    (expected.argDigest === undefined || claims.argDigest === expected.argDigest)
      ? ok(claims)
      : err('binding_mismatch');
