// Defines the triage draft request state and its codec binding.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { config } from './config.js';

export type Priority = 'low' | 'normal' | 'high' | 'urgent';

export interface TriageDraft {
  ticketId: number;
  step: 'pick_priority' | 'confirm';
  note?: string;
  upstreamToken?: string;
}

type HasAuth = { http?: { authInfo?: AuthInfo } };

export function userIdOf(ctx: HasAuth): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('no authenticated agent on this request');
  }
  return userId;
}

// Shared by every tool that needs a second round with the agent.
export const triageCodec = createRequestStateCodec<TriageDraft>({ // expect: require-state-binding
  key: config.stateKey, // expect: no-weak-state-key
  ttlSeconds: 600,
  bind: (ctx) => userIdOf(ctx as HasAuth),
});
