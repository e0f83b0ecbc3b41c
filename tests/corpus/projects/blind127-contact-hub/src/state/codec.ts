// Declares the contact-hub state shapes and creates the shared request-state codec.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { loadStateKey } from './key.js';

export type SyncState =
  | { kind: 'merge'; primaryId: string; duplicateIds: string[] }
  | { kind: 'hubspot-import'; stage: 'pick-list'; hubspotToken: string; lists: { id: string; name: string }[] };

export const stateCodec = createRequestStateCodec<SyncState>({ // expect: require-state-binding
  key: loadStateKey(),
  ttlSeconds: 600,
});
