import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from './state-key';

export interface PayrollRound {
  tool: 'run_payroll';
  draftId: string;
  argsDigest: string;
}

export type PayrollCodec = ReturnType<typeof createRequestStateCodec<PayrollRound>>;

type BindCtx = { http?: { authInfo?: { extra?: Record<string, unknown> } } };

export function principalOf(ctx: BindCtx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) throw new Error('request has no authenticated user');
  return userId;
}

let codec: Promise<PayrollCodec> | undefined;

export function getCodec(): Promise<PayrollCodec> {
  codec ??= stateKey().then((key) =>
    createRequestStateCodec<PayrollRound>({
      key,
      ttlSeconds: 300,
      bind: (ctx: BindCtx) => `payroll:${principalOf(ctx)}`,
    }),
  );
  return codec;
}

// domain-separated digest of the arguments the user is asked to confirm
export function argsDigest(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash('sha256').update('payroll/args/v1\0').update(canonical).digest('base64url');
}
