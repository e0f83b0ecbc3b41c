// Builds one requestState codec per tool, bound to the caller and the tool name.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { machineStateKey, STATE_TTL_SECONDS } from './config.js';

export interface TriageState {
  ticketId: string;
  title: string;
  requestedBy: string;
  upstreamToken?: string;
}

export function userOf(ctx): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (!id) throw new Error('unauthenticated');
  return String(id);
}

export function codecFor(tool: string) {
  return createRequestStateCodec<TriageState>({
    key: machineStateKey(), // expect: no-weak-state-key
    ttlSeconds: STATE_TTL_SECONDS, // expect: require-state-binding
    bind: (ctx) => `${userOf(ctx)}:${tool}`,
  });
}
