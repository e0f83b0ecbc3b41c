// Helpers to read the authenticated user and build tool results.
// @ts-nocheck
import type { ServerContext } from '@modelcontextprotocol/server';

export function currentUser(ctx: ServerContext): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') throw new Error('import-jobs needs an authenticated caller');
  return id;
}

export const fail = (text: string) => ({ isError: true as const, content: [{ type: 'text' as const, text }] });
export const ok = (text: string) => ({ content: [{ type: 'text' as const, text }] });
