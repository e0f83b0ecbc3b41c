import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { DeskConfig } from '../config.js';
import type { StateSealer } from '../state/StateSealer.js';

export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
  requestState?: string;
}

interface EscalationState {
  ticketId: string;
  queue: string;
  helpdeskToken: string;
}

export function createTicketTools(config: DeskConfig, sealer: StateSealer) {
  async function exchangeToken(auth: AuthInfo): Promise<string> {
    const res = await fetch(`${config.helpdesk.baseUrl}/oauth/token-exchange`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subject_token: auth.token, audience: 'helpdesk-api' }),
      signal: AbortSignal.timeout(config.helpdesk.timeoutMs),
    });
    if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
    const json = (await res.json()) as { access_token: string };
    return json.access_token;
  }

  async function escalate(call: ToolCall, auth: AuthInfo) {
    const ticketId = String(call.arguments.ticketId ?? '');
    if (!/^TCK-\d{4,}$/.test(ticketId)) {
      return { isError: true, content: [{ type: 'text', text: 'ticketId must look like TCK-1234' }] };
    }

    if (!call.requestState) {
      const helpdeskToken = await exchangeToken(auth);
      const state = sealer.seal<EscalationState>('escalate_ticket', { // expect: require-state-binding
        ticketId,
        queue: config.helpdesk.defaultQueue,
        helpdeskToken, // expect: no-secrets-in-state
      });
      return {
        resultType: 'input_required',
        inputRequests: {
          reason: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Why should ${ticketId} be escalated?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  reason: { type: 'string', minLength: 10 },
                  priority: { type: 'string', enum: ['P1', 'P2', 'P3'] },
                },
                required: ['reason', 'priority'],
              },
            },
          },
        },
        requestState: state,
      };
    }

    const prior = sealer.open<EscalationState>('escalate_ticket', call.requestState); // expect: require-state-binding
    const answer = call.inputResponses?.reason;
    if (answer?.action !== 'accept' || !answer.content) {
      return { content: [{ type: 'text', text: 'Escalation cancelled.' }] };
    }

    const res = await fetch(`${config.helpdesk.baseUrl}/tickets/${prior.ticketId}/escalate`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${prior.helpdeskToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ queue: prior.queue, ...answer.content }),
    });
    if (!res.ok) {
      return { isError: true, content: [{ type: 'text', text: `Helpdesk answered ${res.status}` }] };
    }
    return { content: [{ type: 'text', text: `${prior.ticketId} escalated to ${prior.queue}.` }] };
  }

  return { escalate };
}
