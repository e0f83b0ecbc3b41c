// requestState codec for confirmation rounds, bound to the signed-in patient and the request method.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export interface PendingCancel {
  tool: 'cancel_appointment';
  appointmentId: string;
  argsDigest: string;
}

export function makeCancelCodec(key: Uint8Array) {
  return createRequestStateCodec<PendingCancel>({
    key,
    ttlSeconds: 300,
    bind: (ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) throw new Error('requestState requires an authenticated patient');
      return `${userId}\u0000${ctx.mcpReq.method}`;
    },
  });
}
