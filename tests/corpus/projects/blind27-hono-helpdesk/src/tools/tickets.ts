import type { Context } from 'hono';
import { carryAgentContext, issueState, resumeState } from '../mcp/resume';
import { accepted, elicit, inputRequired, text, toolError } from '../mcp/results';
import type { AppEnv, ToolCallParams } from '../types';

type Handler = (c: Context<AppEnv>, params: ToolCallParams) => Promise<unknown>;

async function helpdesk(c: Context<AppEnv>, token: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${c.env.HELPDESK_API}${path}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`helpdesk ${res.status} on ${path}`);
  return res.status === 204 ? null : res.json();
}

const closeTicket: Handler = async (c, params) => {
  const ticketId = String(params.arguments?.ticketId ?? '');
  if (!/^\d+$/.test(ticketId)) return toolError('ticketId must be numeric');

  if (!params.requestState) {
    const state = await issueState(c, 'close_ticket', { step: 'confirm' }); // expect: require-state-binding
    return inputRequired(
      {
        confirm: elicit({
          message: `Close ticket #${ticketId} and e-mail the requester?`,
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: 'Close it' } },
            required: ['confirm'],
          },
        }),
      },
      state,
    );
  }

  const state = await resumeState<{ step: string }>(c, 'close_ticket', params.requestState);
  if (!state || state.step !== 'confirm') return toolError('Invalid or expired requestState');
  if (accepted<{ confirm: boolean }>(params.inputResponses, 'confirm')?.confirm !== true) {
    return text(`Ticket #${ticketId} left open.`);
  }

  await helpdesk(c, c.get('agent').upstreamToken, `/tickets/${ticketId}/close`, { method: 'POST' });
  return text(`Ticket #${ticketId} closed.`);
};

const TIERS = ['tier2', 'tier3', 'engineering'] as const;

const escalateTicket: Handler = async (c, params) => {
  const ticketId = String(params.arguments?.ticketId ?? '');

  if (!params.requestState) {
    const state = await issueState(c, 'escalate_ticket', carryAgentContext(c, { ticketId })); // expect: no-secrets-in-state
    return inputRequired(
      {
        tier: elicit({
          message: `Escalate #${ticketId} to which queue?`,
          requestedSchema: {
            type: 'object',
            properties: {
              tier: { type: 'string', enum: [...TIERS] },
              note: { type: 'string', maxLength: 500 },
            },
            required: ['tier'],
          },
        }),
      },
      state,
    );
  }

  const state = await resumeState<{ ticketId: string; apiToken: string; agentEmail: string }>(
    c,
    'escalate_ticket',
    params.requestState,
  );
  if (!state) return toolError('Invalid or expired requestState');

  const answer = accepted<{ tier: (typeof TIERS)[number]; note?: string }>(params.inputResponses, 'tier');
  if (!answer || !TIERS.includes(answer.tier)) return text('Escalation cancelled.');

  await helpdesk(c, state.apiToken, `/tickets/${state.ticketId}/escalate`, {
    method: 'POST',
    body: JSON.stringify({ queue: answer.tier, note: answer.note ?? '', by: state.agentEmail }),
  });
  return text(`Ticket #${state.ticketId} escalated to ${answer.tier}.`);
};

export const tools: Record<string, Handler> = {
  close_ticket: closeTicket,
  escalate_ticket: escalateTicket,
};

export const toolList = [
  {
    name: 'close_ticket',
    description: 'Close a ticket and notify the requester.',
    inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
    annotations: { destructiveHint: true },
  },
  {
    name: 'escalate_ticket',
    description: 'Move a ticket to a higher support tier.',
    inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
  },
];
