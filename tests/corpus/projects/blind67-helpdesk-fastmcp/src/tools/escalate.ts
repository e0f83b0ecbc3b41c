import { z } from 'zod';
import type { FastMCP } from 'fastmcp';
import type { AgentSession } from '../auth.js';
import { askFor, form, readRound, refused, reply, sessionOf } from '../rounds.js';
import { openTicketState, sealTicketState } from '../state/ticket-state.js';
import { getTicket, listVendorQueues, openSideConversation } from '../zendesk.js';

interface EscalationDraft {
  ticketId: number;
  subject: string;
  vendors: string[];
  zendeskToken: string;
}

export function registerEscalate(server: FastMCP<AgentSession>): void {
  server.addTool({
    name: 'escalate_to_vendor',
    description: 'Open a side conversation with a vendor support queue about a ticket.',
    parameters: z.object({ ticketId: z.number().int().positive() }),
    execute: async (args, context) => {
      const session = sessionOf(context);
      const round = readRound(context);

      if (!round.state) {
        const [ticket, queues] = await Promise.all([
          getTicket(session.zendeskToken, args.ticketId),
          listVendorQueues(session.zendeskToken),
        ]);
        const draft: EscalationDraft = {
          ticketId: ticket.id,
          subject: ticket.subject,
          vendors: queues.map((q) => q.email),
          // the side conversation is opened as the agent in the second round
          zendeskToken: session.zendeskToken, // expect: no-secrets-in-state
        };
        return askFor(
          {
            vendor: form(`Escalate #${ticket.id} "${ticket.subject}" to which vendor?`, {
              queue: { type: 'string', enum: draft.vendors, title: 'Vendor queue' },
              message: { type: 'string', title: 'Message to the vendor' },
            }, ['queue', 'message']),
          },
          sealTicketState(draft, session.agentId),
        );
      }

      const draft = openTicketState<EscalationDraft>(round.state, session.agentId);
      if (!draft) return refused('That escalation draft expired; start again.');
      const answer = round.responses.vendor;
      if (answer?.action !== 'accept') return reply('Escalation cancelled.');
      const queue = String(answer.content?.queue ?? '');
      if (!draft.vendors.includes(queue)) return refused(`${queue} is not one of the vendor queues offered.`);

      const id = await openSideConversation(
        draft.zendeskToken,
        draft.ticketId,
        queue,
        `Escalation: ${draft.subject}`,
        String(answer.content?.message ?? ''),
      );
      return reply(`Opened side conversation ${id} with ${queue} on #${draft.ticketId}.`);
    },
  });
}
