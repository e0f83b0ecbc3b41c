import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { SERVICE_NAME, stateKey } from './keys.js';

export const STATE_TTL_SECONDS = 5 * 60;

export function principalOf(ctx) {
  const userId = ctx?.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('no authenticated principal on this request');
  }
  return userId;
}

const cache = new Map();

export function codecFor(toolName) {
  let codec = cache.get(toolName);
  if (!codec) {
    codec = createRequestStateCodec({
      key: stateKey,
      ttlSeconds: STATE_TTL_SECONDS,
      bind: (ctx) => `${SERVICE_NAME}|${toolName}|${principalOf(ctx)}`,
    });
    cache.set(toolName, codec);
  }
  return codec;
}

export function digestArgs(args) {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash('sha256').update(canonical).digest('hex');
}

export function looksLikeState(raw) {
  return typeof raw === 'string' && raw.startsWith('v1.') && raw.split('.').length === 3;
}
