import type { AuthInfo } from '@modelcontextprotocol/server';

type HasAuth = { http?: { authInfo?: AuthInfo } };

/**
 * The approver: the user named by the verified access token. Never the OAuth client id, which
 * every user of the same MCP host shares.
 */
export function requireUser(ctx: HasAuth): string {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('invoice approvals need a signed-in user (bearer token with a subject)');
  }
  return userId;
}

/** For the audit trail: which MCP host the approval came through. */
export const clientOf = (ctx: HasAuth): string => ctx.http?.authInfo?.clientId ?? 'unknown-client';
