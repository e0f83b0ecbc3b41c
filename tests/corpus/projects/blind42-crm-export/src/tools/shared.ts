import type { AuthInfo } from '@modelcontextprotocol/server';

export const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

export const refusal = (why: string) => ({
  isError: true,
  content: [{ type: 'text' as const, text: `Can't continue this request (${why}). Please start over.` }],
});

export function userIdOf(ctx: { http?: { authInfo?: AuthInfo } }): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') throw new Error('crm-export requires an authenticated user');
  return userId;
}
