import type { AuthInfo } from '@modelcontextprotocol/server';

type WithAuth = { http?: { authInfo?: AuthInfo } };

/** The Cognito subject the bearer token was issued to. Throws for a request without one. */
export function userIdOf(ctx: WithAuth): string {
  const sub = ctx.http?.authInfo?.extra?.userId;
  if (typeof sub !== 'string' || sub.length === 0) throw new Error('Unauthenticated request');
  return sub;
}
