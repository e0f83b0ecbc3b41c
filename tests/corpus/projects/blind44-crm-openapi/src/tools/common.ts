import type { AuthInfo } from '@modelcontextprotocol/server';

export interface HandlerContext {
  http?: { authInfo?: AuthInfo };
}

export function callerId(ctx: HandlerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId === 'string' && userId !== '') return userId;
  throw new Error('This tool needs a signed-in user.');
}

export function toolText(text: string) {
  return { content: [{ type: 'text' as const, text }] };
}

export function toolError(text: string) {
  return { isError: true, content: [{ type: 'text' as const, text }] };
}
