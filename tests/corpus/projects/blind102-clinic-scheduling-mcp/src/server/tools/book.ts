// book_appointment tool: offers free slots, keeps the draft server-side, and books the slot the caller picks.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { STATE_API_VERSION, callerId, sameOrigin } from '../state.js';

const TOOL = 'book_appointment';

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerBook(server, { codec, db }) {
  server.registerTool(
    TOOL,
    {
      description: 'Book a patient into a free slot on a given day.',
      inputSchema: {
        clinicId: z.string(),
        patientId: z.string(),
        day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        reason: z.string().max(300),
      },
    },
    async (args, ctx) => {
      const userId = callerId(ctx);
      if (!(await db.canManageClinic(userId, args.clinicId))) return fail('You cannot book for this clinic.');

      const prior = await ctx.mcpReq.requestState();
      if (!prior) {
        const slots = await db.openSlots(args.clinicId, args.day);
        if (slots.length === 0) return { content: [{ type: 'text', text: `No free slots on ${args.day}.` }] };
        const draftId = randomUUID();
        await db.saveDraft({ id: draftId, userId, clinicId: args.clinicId, patientId: args.patientId, reason: args.reason, slotIds: slots.map((s) => s.id) });
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Free slots on ${args.day}:`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: {
                    type: 'string',
                    title: 'Slot',
                    oneOf: slots.map((s) => ({
                      const: s.id,
                      title: `${new Date(s.starts_at).toISOString().slice(11, 16)} with ${s.practitioner_name}`,
                    })),
                  },
                },
                required: ['slotId'],
              },
            }),
          },
          requestState: await codec.mint({ apiVersion: STATE_API_VERSION, tool: TOOL, draftId }, ctx),
        });
      }

      if (!sameOrigin(prior, TOOL)) return fail('This answer belongs to a different request. Please start again.');
      const draft = await db.takeDraft(prior.draftId, userId);
      if (!draft) return fail('That booking request expired. Please start again.');
      const pick = acceptedContent(ctx.mcpReq.inputResponses, 'slot');
      if (!pick || !draft.slot_ids.includes(pick.slotId)) return fail('Please choose one of the offered slots.');

      const appointmentId = await db.book(pick.slotId, draft.clinic_id, draft.patient_id, draft.reason, userId);
      return {
        content: [{ type: 'text', text: `Booked appointment ${appointmentId}.` }],
        structuredContent: { appointmentId, slotId: pick.slotId },
      };
    },
  );
}
