// Defines the prune request-state shape and its codec keyed by JANITOR_STATE_KEY.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export interface PruneState {
  owner: string;
  repo: string;
  branches: string[];
  ghToken?: string;
}

function stateKey(): Uint8Array {
  const raw = process.env.JANITOR_STATE_KEY;
  if (!raw) throw new Error('JANITOR_STATE_KEY is not set');
  const key = Buffer.from(raw, 'base64');
  if (key.length < 32) throw new Error('JANITOR_STATE_KEY must decode to at least 32 bytes');
  return key;
}

// Long enough for someone to go and check the branch list in the GitHub UI
// before answering the prompt.
export const pruneCodec = createRequestStateCodec<PruneState>({ // expect: require-state-binding
  key: stateKey(),
  ttlSeconds: 24 * 60 * 60, // expect: require-state-binding
});
