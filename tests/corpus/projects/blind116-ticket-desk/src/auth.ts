// Helpers that read the authenticated user id and caller token from the tool context.
// @ts-nocheck
import type { ServerContext } from '@modelcontextprotocol/server';

export function requireUser(ctx: ServerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('ticket-desk requires an authenticated user');
  }
  return userId;
}

export function callerToken(ctx: ServerContext): string | undefined {
  return ctx.http?.authInfo?.token;
}
