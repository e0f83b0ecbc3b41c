// schedule_inspection tool: offers inspection slots for an issued permit and books the chosen one.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { applicantOf } from '../auth.js';
import { permitForApplicant, recordInspection } from '../db.js';
import { inspectionSlots, bookInspection } from '../cityServices.js';
import { mintFor, stateFor, StateRejected } from '../stateCodec.js';

const TOOL = 'schedule_inspection';
const TYPES = ['footing', 'framing', 'electrical_rough', 'plumbing_rough', 'final'];

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerScheduleInspection(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Schedule an inspection',
      description: 'Book a site inspection for an issued permit. You will be offered the available times.',
      inputSchema: z.object({ permitId: z.string().uuid(), inspectionType: z.enum(TYPES) }),
    },
    async (args, ctx) => {
      const { userId, applicantId, name } = applicantOf(ctx);
      const permit = await permitForApplicant(args.permitId, applicantId);
      if (!permit) return fail('No permit with that id on your account.');
      if (permit.status !== 'issued') return fail(`Inspections can only be booked for issued permits (this one is ${permit.status}).`);

      let state;
      try {
        state = await stateFor(TOOL, args, ctx);
      } catch (err) {
        if (err instanceof StateRejected) return fail(err.message);
        throw err;
      }

      if (!state) {
        const slots = await inspectionSlots(permit.parcel_id, args.inspectionType);
        if (slots.length === 0) return fail('No inspection times are free in the next two weeks.');
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Choose a ${args.inspectionType.replace('_', ' ')} inspection time for ${permit.site_address}:`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: {
                    type: 'string',
                    oneOf: slots.map((s) => ({ const: s.id, title: `${new Date(s.startsAt).toLocaleString('en-US')} (${s.inspector})` })),
                  },
                },
                required: ['slotId'],
              },
            }),
          },
          requestState: await mintFor(TOOL, args, { slotIds: slots.map((s) => s.id) }, ctx),
        });
      }

      const pick = acceptedContent(ctx.mcpReq.inputResponses, 'slot');
      if (!pick) return { content: [{ type: 'text', text: 'No inspection booked.' }] };
      if (!state.slotIds.includes(pick.slotId)) return fail('That time was not offered.');

      const booking = await bookInspection(pick.slotId, permit.permit_number, name);
      await recordInspection(permit.id, args.inspectionType, booking.bookingRef, booking.startsAt, userId);
      return {
        content: [{ type: 'text', text: `Inspection booked for ${new Date(booking.startsAt).toLocaleString('en-US')}. Reference ${booking.bookingRef}.` }],
        structuredContent: booking,
      };
    },
  );
}
