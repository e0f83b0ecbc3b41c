// Tool: offer a patient the next open slots at a clinic, hold them server-side, and book the chosen one.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { bookSlot, openSlots } from '../db.js';
import { createHold, takeHold } from '../holds.js';
import { notifyBooked } from '../ehr.js';
import { mintState, readState, StateRejected } from '../state/stateTokens.js';
import { callerOf, text, toolError, whenLabel } from './helpers.js';

const TOOL = 'book_appointment';

export function registerBookAppointment(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Book an appointment at a clinic. You will be offered the next open slots to choose from.',
      inputSchema: {
        clinicId: z.string().uuid(),
        reason: z.string().min(3).max(300),
        fromDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
      },
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      if (!caller.patientId) return toolError('Only patient accounts can book appointments.');

      let state;
      try {
        state = await readState(TOOL, ctx);
      } catch (err) {
        if (err instanceof StateRejected) return toolError('This booking request has expired; please start again.');
        throw err;
      }

      if (!state) {
        const from = args.fromDate ?? new Date().toISOString().slice(0, 10);
        const slots = await openSlots(args.clinicId, from, 5);
        if (!slots.length) return text('There are no open slots at this clinic in the coming weeks.');
        const holdId = await createHold({ userId: caller.userId, clinicId: args.clinicId, slotIds: slots.map((s) => s.id) });
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: 'Which time suits you?',
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: {
                    type: 'string',
                    enum: slots.map((s) => s.id),
                    enumNames: slots.map((s) => `${whenLabel(s.starts_at)} with ${s.clinician}`),
                  },
                },
                required: ['slotId'],
              },
            }),
          },
          requestState: await mintState(TOOL, { holdId, clinicId: args.clinicId }, ctx),
        });
      }

      if (state.clinicId !== args.clinicId) return toolError('This slot choice was made for another clinic.');
      const hold = await takeHold(state.holdId);
      if (!hold || hold.userId !== caller.userId) return toolError('The offered slots are no longer held; please start again.');
      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'slot');
      if (!choice) return text('No appointment was booked.');
      if (!hold.slotIds.includes(choice.slotId)) return toolError('That slot was not one of the offered times.');

      const booked = await bookSlot(choice.slotId, caller.patientId, args.reason);
      if (!booked) return toolError('That slot was just taken; please start again.');
      await notifyBooked({ id: booked.id, clinicId: booked.clinic_id, startsAt: booked.starts_at, patientId: caller.patientId });
      return text(`Booked for ${whenLabel(booked.starts_at)}. Reference ${booked.id}.`);
    },
  );
}
