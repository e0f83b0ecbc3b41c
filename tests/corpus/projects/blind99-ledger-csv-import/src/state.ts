// Request-state codec shared by the import tools, plus limits on what goes into a state payload.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export interface StageState {
  importId: string;
  offset: number;
  sourceChecksum: string;
  rejects?: string;
}

export const importStateCodec = createRequestStateCodec({ key: Buffer.from(config.stateKey, 'utf8'), ttlSeconds: 600 }); // expect: require-state-binding, no-weak-state-key

export const MAX_REJECTS_IN_STATE = 200;
