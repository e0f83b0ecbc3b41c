// Reads the authenticated billing user from the request context and whether they may issue refunds.
// @ts-nocheck
import type { AuthInfo } from '@modelcontextprotocol/server';

export interface Principal {
  userId: string;
  canRefund: boolean;
}

export function principalOf(ctx: { http?: { authInfo?: AuthInfo } }): Principal {
  const info = ctx.http?.authInfo;
  const userId = (info?.extra as { userId?: string } | undefined)?.userId;
  if (!info || !userId) throw new Error('billing-ops: no authenticated principal');
  return { userId, canRefund: info.scopes.includes('billing:refund') };
}
