import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { settings } from './settings.js';

// One codec for every tool. The SDK verifies incoming requestState with it before
// a handler runs, so handlers get the payload back, never the raw string.
export const codec = createRequestStateCodec({
  key: settings.stateKey,
  // approvers usually open the diff in Argo before they click yes; 10 min was too tight in practice
  ttlSeconds: 45 * 60, // expect: require-state-binding
  // tie the state to whoever is calling so it can't be replayed from another client
  bind: (ctx) => ctx.http?.authInfo?.clientId ?? 'stdio', // expect: require-state-binding
});
