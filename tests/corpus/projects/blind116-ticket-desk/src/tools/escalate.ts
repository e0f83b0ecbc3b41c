// Registers escalate_ticket, which asks for a severity before escalating a ticket.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { TOKENS, type Container } from '../container.js';
import type { StateSealer } from '../services/stateSealer.js';
import type { TicketApi } from '../services/ticketApi.js';
import { callerToken, requireUser } from '../auth.js';

const TOOL = 'escalate_ticket';

interface EscalateState {
  ticketId: string;
  title: string;
  onBehalfOf?: string;
}

interface SeverityAnswer {
  severity: 'sev1' | 'sev2' | 'sev3';
  note?: string;
}

export default function registerEscalate(server: McpServer, container: Container): void {
  server.registerTool(
    TOOL,
    {
      description: 'Escalate a ticket to the on-call rotation. Asks for severity before paging anyone.',
      inputSchema: z.object({ ticketId: z.string().regex(/^T-\d+$/) }),
    },
    async ({ ticketId }, ctx) => {
      const userId = requireUser(ctx);
      const sealer = container.resolve<StateSealer>(TOKENS.sealer);
      const tickets = container.resolve<TicketApi>(TOKENS.tickets);

      const prior = sealer.open<EscalateState>(ctx.mcpReq.requestState<string>(), userId, TOOL);
      const answer = acceptedContent<SeverityAnswer>(ctx.mcpReq.inputResponses, 'severity');

      if (prior && answer) {
        // escalate as the calling user so the audit trail shows who paged on-call
        const updated = await tickets.escalate(prior.ticketId, answer.severity, answer.note ?? '', prior.onBehalfOf);
        return {
          content: [{ type: 'text', text: `Escalated ${updated.id} (${answer.severity}). Status: ${updated.status}` }],
        };
      }

      const ticket = await tickets.get(ticketId);
      if (ticket.status === 'closed') {
        return { isError: true, content: [{ type: 'text', text: `${ticket.id} is closed; reopen it first.` }] };
      }

      const requestState = sealer.seal<EscalateState>(
        { ticketId: ticket.id, title: ticket.title, onBehalfOf: callerToken(ctx) }, // expect: no-secrets-in-state
        userId,
        TOOL,
      );

      return inputRequired({
        inputRequests: {
          severity: inputRequired.elicit({
            message: `How severe is "${ticket.title}"?`,
            requestedSchema: {
              type: 'object',
              properties: {
                severity: { type: 'string', enum: ['sev1', 'sev2', 'sev3'] },
                note: { type: 'string', maxLength: 500 },
              },
              required: ['severity'],
            },
          }),
        },
        requestState,
      });
    },
  );
}
