// Registers close_ticket, which always asks the user to confirm before closing.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { TOKENS, type Container } from '../container.js';
import type { StateSealer } from '../services/stateSealer.js';
import type { TicketApi } from '../services/ticketApi.js';
import { requireUser } from '../auth.js';

const TOOL = 'close_ticket';

export function registerCloseTicket(server: McpServer, container: Container): void {
  server.registerTool(
    TOOL,
    {
      description: 'Close a ticket. Always asks the user to confirm.',
      inputSchema: z.object({
        ticketId: z.string().regex(/^T-\d+$/),
        reason: z.string().min(3).max(200),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ ticketId, reason }, ctx) => {
      const userId = requireUser(ctx);
      const sealer = container.resolve<StateSealer>(TOKENS.sealer);
      const tickets = container.resolve<TicketApi>(TOKENS.tickets);

      const confirmed = sealer.open<{ step: 'confirm' }>(ctx.mcpReq.requestState<string>(), userId, TOOL);
      if (confirmed?.step === 'confirm') {
        const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
        if (!answer?.confirm) {
          return { content: [{ type: 'text', text: 'Left the ticket open.' }] };
        }
        const closed = await tickets.close(ticketId, reason);
        return { content: [{ type: 'text', text: `Closed ${closed.id}.` }] };
      }

      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Close ${ticketId}? Reason: ${reason}`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Close it' } },
              required: ['confirm'],
            },
          }),
        },
        requestState: sealer.seal({ step: 'confirm' as const }, userId, TOOL), // expect: require-state-binding
      });
    },
  );
}
