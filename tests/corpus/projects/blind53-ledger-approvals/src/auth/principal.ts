import type { ServerContext } from '@modelcontextprotocol/server';
import type { ToolName, UserId } from '../crypto/tokens.js';

type AuthExtra = { readonly userId?: unknown; readonly sub?: unknown; readonly roles?: unknown };

export class UnauthenticatedError extends Error {
  override readonly name = 'UnauthenticatedError';
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** The user our bearer verifier put on the request; throws when there is none. */
export function principalOf(ctx: ServerContext): UserId {
  const extra = ctx.http?.authInfo?.extra as AuthExtra | undefined;
  const candidate = extra?.userId ?? extra?.sub;
  if (!isNonEmptyString(candidate)) {
    throw new UnauthenticatedError('ledger-approvals requires an authenticated user (authInfo.extra.userId)');
  }
  return candidate as UserId;
}

declare const approverMark: unique symbol;
export type Approver = UserId & { readonly [approverMark]: true };

/** Voids and second approvals need the `approver` role on top of being signed in. */
export function assertApprover(ctx: ServerContext, userId: UserId): asserts userId is Approver {
  const roles = (ctx.http?.authInfo?.extra as AuthExtra | undefined)?.roles;
  if (!Array.isArray(roles) || !roles.includes('approver')) {
    throw new UnauthenticatedError(`${userId} is not an approver`);
  }
}

export const toolName = <const N extends string>(name: N): ToolName & N => name as ToolName & N;
