// Registers the escalate_ticket tool, which asks for a priority and reason before escalating a Zendesk ticket.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { sealRoundState, type RoundState } from '../state/seal.js';
import { exchangeForZendeskToken, zendesk } from '../zendesk.js';

const TOOL = 'escalate_ticket';

interface EscalateState {
  ticketId: number;
  zendeskToken: string;
}

interface Justification {
  priority: 'high' | 'urgent';
  reason: string;
}

export function registerEscalate(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Raise the priority of a ticket and page the on-call lead.',
      inputSchema: { ticketId: z.number().int().positive() },
    },
    async ({ ticketId }, ctx) => {
      const auth = ctx.http?.authInfo;
      const userId = auth?.extra?.userId as string | undefined;
      if (!auth || !userId) {
        return { isError: true, content: [{ type: 'text', text: 'Sign in to escalate tickets.' }] };
      }

      const resumed = ctx.mcpReq.requestState<RoundState<EscalateState>>();
      if (resumed && resumed.tool === TOOL && resumed.data.ticketId === ticketId) {
        const answer = acceptedContent<Justification>(ctx.mcpReq.inputResponses, 'justification');
        if (!answer) {
          return { content: [{ type: 'text', text: 'Escalation cancelled.' }] };
        }
        await zendesk(resumed.data.zendeskToken).updateTicket(ticketId, {
          priority: answer.priority,
          comment: { body: `Escalated by ${userId}: ${answer.reason}`, public: false },
        });
        return { content: [{ type: 'text', text: `Ticket #${ticketId} escalated to ${answer.priority}.` }] };
      }

      const grant = await exchangeForZendeskToken(auth.token);
      const ticket = await zendesk(grant.accessToken).getTicket(ticketId);
      if (ticket.status === 'solved' || ticket.status === 'closed') {
        return { isError: true, content: [{ type: 'text', text: `Ticket #${ticketId} is ${ticket.status}.` }] };
      }

      return inputRequired({
        inputRequests: {
          justification: inputRequired.elicit({
            message: `Escalate "${ticket.subject}"? Pick a priority and say why.`,
            requestedSchema: {
              type: 'object',
              properties: {
                priority: { type: 'string', enum: ['high', 'urgent'] },
                reason: { type: 'string', minLength: 10 },
              },
              required: ['priority', 'reason'],
            },
          }),
        },
        requestState: sealRoundState<EscalateState>(TOOL, userId, {
          ticketId,
          zendeskToken: grant.accessToken, // expect: no-secrets-in-state
        }),
      });
    },
  );
}
