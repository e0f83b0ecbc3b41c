import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from './key.js';

/** What our tools keep between rounds. Every payload names the tool that minted it. */
export interface Pending {
  tool: string;
  step: string;
  [field: string]: unknown;
}

export const stateCodec = createRequestStateCodec<Pending>({
  key: stateKey(), // expect: no-weak-state-key
  ttlSeconds: 600,
  // Tie pending state to the connected app, so a token one integration received can't be
  // replayed through another integration's connection.
  bind: (ctx) => ctx.http?.authInfo?.clientId ?? 'anonymous', // expect: require-state-binding
});
