// Reads the authenticated user and computes a stable digest of tool arguments.
// @ts-nocheck
import { createHash } from 'node:crypto';

type Ctx = { http?: { authInfo?: { extra?: Record<string, unknown> } } };

export function requireUser(ctx: Ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('authenticated user required');
  }
  return userId;
}

/** Stable digest of tool arguments: keys sorted so {a,b} and {b,a} agree. */
export function digestArgs(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(args, Object.keys(args).sort());
  return createHash('sha256').update(canonical).digest('hex');
}
