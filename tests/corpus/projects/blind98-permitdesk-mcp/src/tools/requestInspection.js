// request_inspection: lets a holder or contractor book a site inspection from the open slots.
import * as z from 'zod/v4';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { callerOf } from '../auth.js';
import { permitByNumber } from '../db.js';
import { availableSlots, book } from '../inspectionService.js';
import { park, claim } from '../pendingStore.js';
import { argsDigest } from '../argsDigest.js';

const TOOL = 'request_inspection';

export function registerRequestInspection(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Book an inspection (footing, framing, electrical rough-in, final…) for one of your permits.',
      inputSchema: z.object({
        permitNumber: z.string().regex(/^BP-\d{4}-\d{5}$/),
        inspectionType: z.enum(['footing', 'framing', 'electrical-rough', 'plumbing-rough', 'insulation', 'final']),
      }),
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      const permit = await permitByNumber(args.permitNumber);
      const mayBook = permit && (permit.holderId === caller.userId || permit.contractorIds?.includes(caller.userId));
      if (!mayBook) return { isError: true, content: [{ type: 'text', text: 'Permit not found among your permits.' }] };
      if (!['issued', 'active'].includes(permit.status)) {
        return { isError: true, content: [{ type: 'text', text: `Permit is ${permit.status}; inspections cannot be booked.` }] };
      }

      const digest = argsDigest(TOOL, args);
      const handle = await ctx.mcpReq.requestState();

      if (!handle) {
        const slots = await availableSlots(permit.number, args.inspectionType);
        if (slots.length === 0) return { content: [{ type: 'text', text: 'No inspection slots in the next ten days.' }] };
        const requestState = await park({
          userId: caller.userId,
          tool: TOOL,
          digest,
          data: { slotIds: slots.map((s) => s.id) },
        });
        return inputRequired({
          inputRequests: {
            booking: inputRequired.elicit({
              message: `Choose a ${args.inspectionType} inspection slot for ${permit.number} (${permit.address}).`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: {
                    type: 'string',
                    oneOf: slots.map((s) => ({ const: s.id, title: `${s.start} — ${s.inspector} (${s.district})` })),
                  },
                  siteContact: { type: 'string', title: 'Site contact phone' },
                  accessNotes: { type: 'string', title: 'Gate code or access notes', maxLength: 300 },
                },
                required: ['slotId', 'siteContact'],
              },
            }),
          },
          requestState,
        });
      }

      const pending = await claim(handle, { userId: caller.userId, tool: TOOL, digest });
      if (!pending) {
        return { isError: true, content: [{ type: 'text', text: 'This booking has expired or was already used. Please start again.' }] };
      }
      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'booking');
      if (!choice) return { content: [{ type: 'text', text: 'No inspection booked.' }] };
      if (!pending.slotIds.includes(choice.slotId)) {
        return { isError: true, content: [{ type: 'text', text: 'That slot was not offered for this booking.' }] };
      }

      const booking = await book(permit.number, {
        slotId: choice.slotId,
        inspectionType: args.inspectionType,
        siteContact: choice.siteContact,
        accessNotes: choice.accessNotes ?? '',
        requestedBy: caller.userId,
      });
      return {
        content: [{ type: 'text', text: `Inspection ${booking.inspection_id} booked for ${booking.start}.` }],
        structuredContent: booking,
      };
    },
  );
}
