import { z } from 'zod';
import type { FastMCP } from 'fastmcp';
import type { AgentSession } from '../auth.js';
import { settings } from '../config.js';
import { askFor, form, readRound, refused, reply, sessionOf } from '../rounds.js';
import { openTicketState, sealTicketState } from '../state/ticket-state.js';
import { closeTickets, ticketsInView } from '../zendesk.js';

interface PendingClose {
  viewId: number;
  ticketIds: number[];
}

export function registerBulkClose(server: FastMCP<AgentSession>): void {
  server.addTool({
    name: 'bulk_close_view',
    description: 'Solve every ticket in a Zendesk view with one internal note. Shows the tickets first.',
    parameters: z.object({ viewId: z.number().int().positive() }),
    annotations: { title: 'Bulk-close a view', destructiveHint: true },
    execute: async (args, context) => {
      const session = sessionOf(context);
      const round = readRound(context);

      if (!round.state) {
        const tickets = await ticketsInView(session.zendeskToken, args.viewId, settings.bulkCloseLimit);
        if (tickets.length === 0) return reply(`View ${args.viewId} is empty.`);
        const preview = tickets.slice(0, 10).map((t) => `#${t.id} ${t.subject}`).join('\n');
        const pending: PendingClose = { viewId: args.viewId, ticketIds: tickets.map((t) => t.id) };
        return askFor(
          {
            note: form(`Solve these ${tickets.length} tickets?\n${preview}`, {
              note: { type: 'string', title: 'Internal note added to each ticket' },
            }, ['note']),
          },
          sealTicketState(pending, session.agentId),
        );
      }

      const pending = openTicketState<PendingClose>(round.state, session.agentId);
      if (!pending) return refused('That preview expired. Ask again to list the view.');
      const answer = round.responses.note;
      if (answer?.action !== 'accept' || typeof answer.content?.note !== 'string') {
        return reply('Nothing was closed.');
      }

      await closeTickets(session.zendeskToken, pending.ticketIds, answer.content.note);
      return reply(`Solved ${pending.ticketIds.length} tickets from view ${pending.viewId}.`);
    },
  });
}
