// The request-state codec: signed by the SDK, bound to the signed-in user, expiring after ten minutes.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { requestStateKey } from './keys.js';
import { config } from './config.js';

export const STATE_API_VERSION = 'kb-state/3';

export interface KbState {
  tool: string;
  apiVersion: string;
  [field: string]: unknown;
}

export function principal(ctx): string {
  const userId = ctx?.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('requestState requires an authenticated principal');
  return `sub:${userId}`;
}

export const stateCodec = createRequestStateCodec<KbState>({
  key: requestStateKey,
  ttlSeconds: config.stateTtlSeconds,
  bind: principal,
});
