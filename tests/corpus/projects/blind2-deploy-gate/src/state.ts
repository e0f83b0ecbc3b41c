import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './pipeline.js';

/** What a deploy or rollback carries between the question and the answer. */
export interface GateProgress {
  step: 'approve';
  service: string;
  environment: string;
  release: string;
  requestedAt: number;
}

type AuthCtx = { http?: { authInfo?: { extra?: Record<string, unknown> } } };

export function principal(ctx: AuthCtx): string {
  const user = ctx.http?.authInfo?.extra?.userId;
  if (typeof user !== 'string' || user.length === 0) {
    throw new Error('deploy-gate only serves authenticated users');
  }
  return user;
}

// One codec for every tool of the gate: approvals sometimes take a while when the
// approver has to look at the dashboards first, hence the long TTL.
export const gateState = createRequestStateCodec<GateProgress>({
  key: config.stateKey,
  ttlSeconds: 60 * 60, // expect: require-state-binding
  bind: (ctx) => principal(ctx as AuthCtx), // expect-todo: require-state-binding
});
