// Builds the requestState codec shared by every tool on this server.
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { resolveStateKey } from './keys.js';

let codec;

export function stateCodec() {
  if (!codec) {
    codec = createRequestStateCodec({ // todo-not: require-state-binding
      key: resolveStateKey(), // expect: no-weak-state-key
      ttlSeconds: 600,
    });
  }
  return codec;
}

export function userOf(ctx) {
  const extra = ctx.http?.authInfo?.extra;
  if (!extra?.userId) throw new Error('authenticated user required');
  return { userId: extra.userId, warehouses: extra.warehouseIds ?? [], token: ctx.http.authInfo.token };
}
