// Shared requestState codec: SDK-signed, ten-minute lifetime, tied to the signed-in attorney.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { resolveStateKey } from './stateKey.js';
import { settings } from '../settings.js';

export function principalOf(ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('an authenticated attorney is required');
  return String(userId);
}

export const stateCodec = createRequestStateCodec({
  key: resolveStateKey(), // expect: no-weak-state-key
  ttlSeconds: settings.stateTtlSeconds,
  bind: (ctx) => principalOf(ctx),
});
