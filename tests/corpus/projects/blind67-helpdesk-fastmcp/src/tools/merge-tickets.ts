import { z } from 'zod';
import type { FastMCP } from 'fastmcp';
import type { AgentSession } from '../auth.js';
import { askFor, form, readRound, refused, reply, sessionOf } from '../rounds.js';
import { openTicketState, sealTicketState } from '../state/ticket-state.js';
import { getTicket, mergeTickets } from '../zendesk.js';

interface PendingMerge {
  sourceId: number;
  targetId: number;
}

export function registerMergeTickets(server: FastMCP<AgentSession>): void {
  server.addTool({
    name: 'merge_tickets',
    description: 'Merge a duplicate ticket into another ticket. The agent confirms before anything changes.',
    parameters: z.object({
      sourceId: z.number().int().positive().describe('The duplicate, which will be closed'),
      targetId: z.number().int().positive().describe('The ticket that survives'),
    }),
    annotations: { title: 'Merge tickets', destructiveHint: true },
    execute: async (args, context) => {
      const session = sessionOf(context);
      const round = readRound(context);

      if (!round.state) {
        const [source, target] = await Promise.all([
          getTicket(session.zendeskToken, args.sourceId),
          getTicket(session.zendeskToken, args.targetId),
        ]);
        const pending: PendingMerge = { sourceId: source.id, targetId: target.id };
        return askFor(
          {
            confirm: form(`Merge #${source.id} "${source.subject}" into #${target.id} "${target.subject}"?`, {
              confirm: { type: 'boolean', title: 'Yes, merge them' },
            }, ['confirm']),
          },
          sealTicketState(pending, session.agentId),
        );
      }

      const pending = openTicketState<PendingMerge>(round.state, session.agentId);
      if (!pending) return refused('That confirmation is no longer valid. Ask me to merge the tickets again.');
      if (round.responses.confirm?.action !== 'accept' || round.responses.confirm.content?.confirm !== true) {
        return reply('Merge cancelled; both tickets are unchanged.');
      }

      await mergeTickets(session.zendeskToken, pending.sourceId, pending.targetId);
      return reply(`Merged #${pending.sourceId} into #${pending.targetId}.`);
    },
  });
}
