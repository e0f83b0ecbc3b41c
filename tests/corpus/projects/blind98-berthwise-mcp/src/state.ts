// Request-state codec shared by the multi-round berth tools, plus the caller lookup it binds to.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export function currentUser(ctx): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (!id) throw new Error('No authenticated user on this request');
  return String(id);
}

export const stateCodec = createRequestStateCodec({
  key: new TextEncoder().encode(config.stateSecret), // expect: no-weak-state-key
  ttlSeconds: 300,
  bind: (ctx) => currentUser(ctx),
});
