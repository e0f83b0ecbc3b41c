// close_tickets: closes up to 100 tickets with one resolution code, confirmed against a digest of the list.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { z } from 'zod';

export const BULK_CLOSE = 'close_tickets';

function listDigest(ids, resolution) {
  const sorted = [...new Set(ids)].sort((a, b) => Number(a) - Number(b));
  return createHash('sha256').update(JSON.stringify({ ids: sorted, resolution })).digest('hex');
}

export function bulkCloseTool({ flags, helpdesk, box, r }) {
  return {
    name: BULK_CLOSE,
    description: 'Close several tickets at once with the same resolution code.',
    destructive: true,
    schema: z.object({
      ticketIds: z.array(z.string().regex(/^\d+$/)).min(1).max(100),
      resolution: z.enum(['solved', 'duplicate', 'spam', 'no_response']),
    }),
    enabled: flags.bulkClose,
    async handler(args, ctx) {
      const { userId } = ctx.agent;
      const digest = listDigest(args.ticketIds, args.resolution);

      if (flags.confirmDestructive) {
        if (!ctx.requestState) {
          const requestState = box.seal({ digest, count: args.ticketIds.length }, { userId, tool: BULK_CLOSE });
          return r.inputRequired(
            {
              confirm: r.elicit(`Close ${args.ticketIds.length} tickets as "${args.resolution}"?`, {
                confirm: { type: 'boolean', title: `Close ${args.ticketIds.length} tickets` },
              }),
            },
            requestState,
          );
        }
        const pending = box.open(ctx.requestState, { userId, tool: BULK_CLOSE });
        if (!pending || pending.digest !== digest) return r.fail('This confirmation does not match the ticket list.');
        if (!r.accepted(ctx.inputResponses, 'confirm')?.confirm) return r.text('No tickets were closed.');
      }

      const job = await helpdesk.closeMany([...new Set(args.ticketIds)], args.resolution);
      return r.text(`Closing ${args.ticketIds.length} tickets (job ${job.id}).`);
    },
  };
}
