// merge_tickets: merges a duplicate ticket into another after the agent confirms the pair.
// @ts-nocheck
import { z } from 'zod';

export const MERGE = 'merge_tickets';

export function mergeTicketsTool({ flags, helpdesk, box, r }) {
  return {
    name: MERGE,
    description: 'Merge a duplicate ticket (source) into the ticket that should remain open (target).',
    destructive: true,
    schema: z.object({
      sourceTicketId: z.string().regex(/^\d+$/),
      targetTicketId: z.string().regex(/^\d+$/),
      note: z.string().max(1000).optional(),
    }),
    enabled: flags.mergeTickets,
    async handler(args, ctx) {
      const { userId, email } = ctx.agent;
      if (args.sourceTicketId === args.targetTicketId) return r.fail('A ticket cannot be merged into itself.');

      const [source, target] = await Promise.all([helpdesk.ticket(args.sourceTicketId), helpdesk.ticket(args.targetTicketId)]);
      const groups = await helpdesk.agentGroups(email);
      if (!groups.includes(source.group_id) || !groups.includes(target.group_id)) {
        return r.fail('Both tickets must belong to one of your groups.');
      }

      if (flags.confirmDestructive) {
        if (!ctx.requestState) {
          const requestState = box.seal(
            { sourceTicketId: args.sourceTicketId, targetTicketId: args.targetTicketId, note: args.note ?? null },
            { userId, tool: MERGE },
          );
          return r.inputRequired(
            {
              confirm: r.elicit(
                `Merge #${source.id} "${source.subject}" into #${target.id} "${target.subject}"? #${source.id} will be closed.`,
                { confirm: { type: 'boolean', title: 'Merge' } },
              ),
            },
            requestState,
          );
        }
        const pending = box.open(ctx.requestState, { userId, tool: MERGE });
        if (!pending) return r.fail('This confirmation is invalid or has expired.');
        if (
          pending.sourceTicketId !== args.sourceTicketId ||
          pending.targetTicketId !== args.targetTicketId ||
          pending.note !== (args.note ?? null)
        ) {
          return r.fail('The confirmation was for a different merge.');
        }
        if (!r.accepted(ctx.inputResponses, 'confirm')?.confirm) return r.text('Tickets were not merged.');
      }

      const job = await helpdesk.merge(args.sourceTicketId, args.targetTicketId, args.note);
      return r.text(`Merge queued (job ${job.id}).`);
    },
  };
}
