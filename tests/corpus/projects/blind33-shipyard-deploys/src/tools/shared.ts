import type { CallToolResult } from '@modelcontextprotocol/server';

interface HandlerContext {
  http?: { authInfo?: { extra?: Record<string, unknown> } };
}

export function callerOf(ctx: HandlerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('shipyard tools need an authenticated user');
  }
  return userId;
}

export function refuse(text: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text }] };
}
