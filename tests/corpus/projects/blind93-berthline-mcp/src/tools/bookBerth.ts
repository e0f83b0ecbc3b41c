// Tool book_berth: reserves a berth after asking the operator for vessel particulars.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { principalOf, requireScope } from '../auth.js';
import { sealFor, openFor } from '../state/jwt.js';
import { findFreeBerths, insertBooking } from '../db.js';
import { notifyArrival } from '../lib/authorityApi.js';

const TOOL = 'book_berth';

const vesselSchema = {
  type: 'object',
  properties: {
    imo: { type: 'string', title: 'IMO number', pattern: '^[0-9]{7}$' },
    loa: { type: 'number', title: 'Length overall (m)', minimum: 3, maximum: 400 },
    draft: { type: 'number', title: 'Maximum draft (m)', minimum: 0.5, maximum: 25 },
  },
  required: ['imo', 'loa', 'draft'],
};

export function registerBookBerth(server, { config, sql }) {
  server.registerTool(
    TOOL,
    {
      description: 'Reserve a berth in a harbour for a vessel arrival window.',
      inputSchema: z.object({
        harbor: z.string().min(2),
        arrivesAt: z.string().datetime(),
        departsAt: z.string().datetime(),
      }),
    },
    async (args, ctx) => {
      const who = principalOf(ctx);
      requireScope(who, 'berths:write');

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const requestState = await sealFor(config.stateSecret, TOOL, who.userId, {
          harbor: args.harbor,
          window: [args.arrivesAt, args.departsAt],
          authorityToken: who.token, // expect: no-secrets-in-state
        });
        return inputRequired({
          inputRequests: {
            vessel: inputRequired.elicit({
              message: `Which vessel is arriving at ${args.harbor}?`,
              requestedSchema: vesselSchema,
            }),
          },
          requestState,
        });
      }

      const pending = await openFor(config.stateSecret, TOOL, who.userId, raw);
      if (!pending || pending.harbor !== args.harbor) {
        return { isError: true, content: [{ type: 'text', text: 'This booking request has expired. Please start again.' }] };
      }

      const vessel = acceptedContent(ctx.mcpReq.inputResponses, 'vessel');
      if (!vessel) {
        return { content: [{ type: 'text', text: 'Booking abandoned; nothing was reserved.' }] };
      }

      const [from, to] = pending.window;
      const [berth] = await findFreeBerths(sql, { harbor: args.harbor, from, to, loa: vessel.loa, draft: vessel.draft });
      if (!berth) {
        return { content: [{ type: 'text', text: `No berth in ${args.harbor} fits a ${vessel.loa} m vessel for that window.` }] };
      }

      const booking = await insertBooking(sql, {
        berth_id: berth.id,
        operator_id: who.operatorId,
        created_by: who.userId,
        vessel_imo: vessel.imo,
        arrives_at: from,
        departs_at: to,
        status: 'confirmed',
      });

      await notifyArrival(config.authorityBaseUrl, pending.authorityToken, {
        imo: vessel.imo,
        berth: berth.code,
        eta: from,
        etd: to,
      });

      return {
        content: [{ type: 'text', text: `Booked berth ${berth.code} (ref ${booking.code}) for IMO ${vessel.imo}.` }],
        structuredContent: { bookingId: booking.id, code: booking.code, berth: berth.code },
      };
    },
  );
}
