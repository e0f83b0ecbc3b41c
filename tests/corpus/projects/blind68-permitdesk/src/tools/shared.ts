import type { CallToolResult, ServerContext } from '@modelcontextprotocol/server';

export interface Caller {
  userId: string;
  roles: string[];
}

export function callerOf(ctx: ServerContext): Caller {
  const extra = ctx.http?.authInfo?.extra as { userId?: string; roles?: string[] } | undefined;
  if (!extra?.userId) throw new Error('permitdesk tools require a signed-in user');
  return { userId: extra.userId, roles: extra.roles ?? [] };
}

export const say = (text: string): CallToolResult => ({ content: [{ type: 'text', text }] });

export const refuse = (why: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: `Could not continue this request (${why}). Please start over.` }],
});
