import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { env } from './env.js';
import { callerId } from './util.js';

// everything a tool carries between rounds. `tool` is always set and checked
// by the handler, since the codec's context doesn't know the tool name.
export type RoundState =
  | {
      tool: 'export_contacts';
      step: 'confirm' | 'continue';
      segmentId: string;
      format: 'csv' | 'jsonl';
      total: number;
      done: number;
      parts: string[];
      nextPageToken: string | null;
    }
  | { tool: 'purge_contacts'; step: 'confirm'; segmentId: string; count: number; segmentName: string };

export const codec = createRequestStateCodec<RoundState>({
  key: env.stateKey,
  ttlSeconds: 5 * 60,
  // tie every state to the signed-in user
  bind: (ctx) => callerId(ctx),
});
