// The client side of an agent host: it keeps the requestState a server handed out and echoes it back unchanged.
// @ts-nocheck
import type { Client } from '@modelcontextprotocol/client';

export interface Round {
  params: { name: string; arguments?: Record<string, unknown> };
  requestState?: string;
}

export async function retryWithAnswers(client: Client, round: Round, inputResponses: Record<string, unknown>) {
  const params = { ...round.params, inputResponses, ...(round.requestState === undefined ? {} : { requestState: round.requestState }) };
  return client.request({ method: 'tools/call', params }, { allowInputRequired: true });
}

export function sameRound(previous: Round, next: Round): boolean {
  // the host only checks that the server did not change its mind between two identical calls
  return previous.requestState === next.requestState;
}
