import { userInfo } from 'node:os';
import type { AuthInfo } from '@modelcontextprotocol/server';

export interface ToolContext {
  http?: { authInfo?: AuthInfo };
}

// stdio runs as the person who started the process; there is nobody else.
const LOCAL_USER = `local:${userInfo().username}`;

/**
 * The user a request acts for: the verified access token's subject over HTTP,
 * the local account on stdio. An HTTP request without a user is refused rather
 * than bound to a shared placeholder.
 */
export function userIdOf(ctx: ToolContext): string {
  if (ctx.http === undefined) return LOCAL_USER;
  const id = ctx.http.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') {
    throw new Error('notes-mcp: HTTP request without an authenticated user');
  }
  return id;
}

/** What the request-state codec signs as its binding. */
export function principalKey(ctx: ToolContext): string {
  return `notes-user:${userIdOf(ctx)}`;
}
