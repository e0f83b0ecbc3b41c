import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { loadStateKey } from './state-key.js';

const principal = (ctx) => {
  const userId = ctx?.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('no authenticated user for requestState');
  return `user:${userId}`;
};

export const stateCodec = createRequestStateCodec({
  key: loadStateKey(),
  ttlSeconds: 300,
  bind: principal,
});
