import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { settings } from '../config/settings.js';

/** What every tool keeps between rounds. `tool` is checked by the tool that reads it back. */
export interface PendingAction {
  tool: string;
  step: string;
  [field: string]: unknown;
}

export const stateCodec = createRequestStateCodec<PendingAction>({
  key: settings.stateKey, // expect: no-weak-state-key
  // invitations and merges often wait for a team lead to answer in chat, give them half an hour
  ttlSeconds: 30 * 60, // expect: require-state-binding
  // every assistant host signs in with its own OAuth client, so this keeps one host's state out of another's
  bind: (ctx) => ctx.http?.authInfo?.clientId ?? 'local', // expect: require-state-binding
});

export type StateCodec = typeof stateCodec;
