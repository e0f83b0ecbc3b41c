// Request-state sealing for multi round-trip tool calls, built on the SDK's HMAC codec.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export class StateRejected extends Error {}

const codec = createRequestStateCodec<Record<string, unknown>>({
  key: Buffer.from(config.stateKey, 'utf8'), // expect: no-weak-state-key
  ttlSeconds: config.stateTtlSeconds,
  bind: (ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (!userId) throw new StateRejected('requestState requires an authenticated caller');
    return `user:${userId}`;
  },
});

export async function sealFor(tool: string, payload: Record<string, unknown>, ctx): Promise<string> {
  return codec.mint({ ...payload, tool }, ctx);
}

export async function openFor<T = Record<string, unknown>>(tool: string, raw: string, ctx): Promise<T> {
  let payload;
  try {
    payload = await codec.verify(raw, ctx);
  } catch {
    throw new StateRejected('Invalid or expired requestState');
  }
  if (payload.tool !== tool) {
    throw new StateRejected('requestState was issued for a different tool');
  }
  return payload as T;
}

export function toolError(text: string) {
  return { isError: true, content: [{ type: 'text', text }] };
}
