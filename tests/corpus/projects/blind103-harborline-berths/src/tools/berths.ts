// search_berths and hold_berth: find a free berth for a vessel and put a short hold on it.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { findFreeBerths, createHold } from '../db.js';
import { codecFor, resume } from '../state.js';
import { requireUser } from '../auth.js';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD');

const vesselSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Vessel name' },
    loaM: { type: 'number', title: 'Length overall (m)', minimum: 3, maximum: 60 },
    beamM: { type: 'number', title: 'Beam (m)', minimum: 1, maximum: 15 },
  },
  required: ['name', 'loaM', 'beamM'],
};

export function registerBerthTools(server) {
  server.registerTool(
    'search_berths',
    {
      title: 'Search free berths',
      description: 'Lists berths that fit a vessel and are free for the whole stay.',
      inputSchema: z.object({ loaM: z.number().positive(), beamM: z.number().positive(), from: isoDate, to: isoDate }),
      annotations: { readOnlyHint: true },
    },
    async ({ loaM, beamM, from, to }) => {
      const berths = await findFreeBerths({ loaM, beamM, from, to });
      const lines = berths.map(
        b => `${b.id} (pontoon ${b.pontoon}, up to ${b.max_loa_m} m x ${b.max_beam_m} m) ${(b.nightly_rate_cents / 100).toFixed(2)}/night`,
      );
      return {
        content: [{ type: 'text', text: lines.length ? lines.join('\n') : 'No berth fits those dates.' }],
        structuredContent: { berths },
      };
    },
  );

  server.registerTool(
    'hold_berth',
    {
      title: 'Hold a berth',
      description: 'Places a temporary hold on a berth; asks for the vessel details first.',
      inputSchema: z.object({ berthId: z.string().min(1), from: isoDate, to: isoDate }),
    },
    async (args, ctx) => {
      const userId = requireUser(ctx);
      const pending = await resume('hold_berth', ctx);
      const vessel = acceptedContent(ctx.mcpReq.inputResponses, 'vessel');

      if (!pending || !vessel) {
        return inputRequired({
          inputRequests: {
            vessel: inputRequired.elicit({
              message: `Which vessel will use berth ${args.berthId} from ${args.from} to ${args.to}?`,
              requestedSchema: vesselSchema,
            }),
          },
          requestState: await codecFor('hold_berth').mint(
            { berthId: args.berthId, from: args.from, to: args.to },
            ctx,
          ),
        });
      }

      const hold = await createHold({
        berthId: pending.berthId,
        userId,
        vesselName: vessel.name,
        loaM: vessel.loaM,
        beamM: vessel.beamM,
        from: pending.from,
        to: pending.to,
      });
      return {
        content: [
          {
            type: 'text',
            text: `Booking ${hold.id} holds berth ${pending.berthId} until ${new Date(hold.hold_expires_at).toISOString()}. Pay with pay_for_hold to confirm.`,
          },
        ],
        structuredContent: { bookingId: hold.id, holdExpiresAt: hold.hold_expires_at },
      };
    },
  );
}
