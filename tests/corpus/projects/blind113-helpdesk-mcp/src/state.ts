// Signed request-state codec that carries ticket escalation details between tool-call rounds.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export interface EscalationState {
  ticketId: number;
  subdomain: string;
  email: string;
  apiToken: string;
}

// Agents often leave the escalation form open while they ping the on-call
// lead in Slack, so the retry can come a good while after the first round.
export const escalationCodec = createRequestStateCodec<EscalationState>({ // expect: require-state-binding
  key: config.stateKey, // expect: no-weak-state-key
  ttlSeconds: 60 * 60, // expect: require-state-binding
});
