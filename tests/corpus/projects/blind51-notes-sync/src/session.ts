import type { AuthInfo } from '@modelcontextprotocol/server';

export interface Session {
  userId: string;
  bearer: string;
}

/** The caller as the auth middleware verified them. The bearer is only forwarded to the notes API. */
export function sessionOf(ctx: { http?: { authInfo?: AuthInfo } }): Session {
  const info = ctx.http?.authInfo;
  const userId = info?.extra?.userId;
  if (!info || typeof userId !== 'string') throw new Error('unauthenticated');
  return { userId, bearer: info.token };
}
