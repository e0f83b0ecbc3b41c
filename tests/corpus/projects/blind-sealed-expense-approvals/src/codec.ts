// Models the shared requestState codec built on the SDK's createRequestStateCodec.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export interface ApprovalState {
  tool: string;
  expenseId: string;
  argsDigest: string;
}

const key = Buffer.from(process.env.EXPENSE_STATE_KEY ?? '', 'base64');
if (key.length < 32) {
  throw new Error('EXPENSE_STATE_KEY must decode to at least 32 bytes');
}

export const stateCodec = createRequestStateCodec<ApprovalState>({
  key,
  ttlSeconds: 300,
  bind: (ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (!userId) throw new Error('unauthenticated');
    return String(userId);
  },
});

export function digestArgs(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash('sha256').update(canonical).digest('base64url');
}
