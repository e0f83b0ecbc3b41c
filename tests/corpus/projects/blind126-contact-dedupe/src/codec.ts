// Defines the merge state shape and the shared request-state codec.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from './stateKey.js';

export interface MergeState {
  stage: 'pick-fields';
  primaryId: string;
  duplicateIds: string[];
  conflicts: Record<string, string[]>;
  crmToken: string;
}

export type DedupeState = MergeState;

export const codec = createRequestStateCodec<DedupeState>({ key: stateKey, ttlSeconds: 600 }); // expect: require-state-binding, no-weak-state-key
