// Request-state codec shared by the multi-round fleet tools.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { loadConfig } from '../shared/config.js';

export function userIdOf(ctx): string {
  const id = ctx?.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) throw new Error('request is not authenticated');
  return id;
}

export function buildStateCodec(key: string | Uint8Array) {
  const bytes = typeof key === 'string' ? new TextEncoder().encode(key) : key;
  return createRequestStateCodec({
    key: bytes,
    ttlSeconds: 600,
    bind: (ctx) => `fleet-user:${userIdOf(ctx)}`,
  });
}

let shared;

export function stateCodec() {
  shared ??= buildStateCodec(loadConfig().stateKey); // expect: no-weak-state-key
  return shared;
}
