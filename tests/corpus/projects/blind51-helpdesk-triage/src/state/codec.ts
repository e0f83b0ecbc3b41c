import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from '../config.js';

export interface BulkCloseState {
  tool: 'bulk_close_tickets';
  ticketIds: number[];
  resolution: 'solved' | 'closed';
  zendeskToken: string;
}

export interface AssigneeState {
  tool: 'suggest_assignee';
  ticketId: number;
  candidates: { id: number; name: string }[];
}

export type TriageState = BulkCloseState | AssigneeState;

const key = new TextEncoder().encode(config.stateKey);

// Agents tend to leave the confirmation dialog open while they look at the queue,
// so give them a few hours before the continuation goes stale.
export const stateCodec = createRequestStateCodec<TriageState>({ key, ttlSeconds: 4 * 60 * 60 }); // expect: require-state-binding, no-weak-state-key
