import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { staffOf } from '@/lib/auth';
import { env } from '@/lib/env';
import { createAppointment, listOpenSlots, pmsSession } from '@/lib/pms';
import { issueRoundState, readRoundState } from '@/lib/round-trip';
import { formatWhen, text, toolError } from '@/lib/results';

const TOOL = 'book_appointment';

interface SlotChoice {
  id: string;
  label: string;
}

interface BookingDraft {
  petId: string;
  reason: string;
  choices: SlotChoice[];
  // reuse the PMS session on the second round instead of hitting /oauth/token again
  pms: { accessToken: string; expiresAt: number };
}

const inputSchema = z.object({
  petId: z.string().describe('PMS patient id, e.g. PT-004512'),
  species: z.enum(['canine', 'feline', 'exotic', 'equine']),
  reason: z.string().max(500),
  from: z.string().date().optional().describe('Earliest day to look at (YYYY-MM-DD)'),
});

export function registerBookAppointment(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Book an appointment',
      description: 'Finds open slots for a patient and books the one the user picks.',
      inputSchema,
    },
    async (args, ctx) => {
      const staff = staffOf(ctx);
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const session = await pmsSession(staff.clinicId);
        const slots = await listOpenSlots(session.accessToken, staff.clinicId, {
          species: args.species,
          from: args.from,
          days: 7,
        });
        if (slots.length === 0) return text('No open slots in the next 7 days for that species.');

        const choices = slots.slice(0, 10).map((s) => ({
          id: s.id,
          label: `${formatWhen(s.startsAt, env.CLINIC_TIMEZONE)} with ${s.vetName} (${s.room})`,
        }));
        const draft: BookingDraft = {
          petId: args.petId,
          reason: args.reason,
          choices,
          pms: { accessToken: session.accessToken, expiresAt: session.expiresAt }, // expect: no-secrets-in-state
        };

        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Which slot should I book for ${args.petId}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: {
                    type: 'string',
                    title: 'Slot',
                    enum: choices.map((c) => c.id),
                    enumNames: choices.map((c) => c.label),
                  },
                },
                required: ['slotId'],
              },
            }),
          },
          requestState: await issueRoundState(draft, { userId: staff.userId, tool: TOOL }),
        });
      }

      const draft = await readRoundState<BookingDraft>(token, { userId: staff.userId, tool: TOOL });
      if (!draft) return toolError('That booking request is no longer valid. Ask again to see current slots.');

      const picked = acceptedContent<{ slotId: string }>(ctx.mcpReq.inputResponses, 'slot');
      const choice = draft.choices.find((c) => c.id === picked?.slotId);
      if (!choice) return text('No slot selected, nothing was booked.');

      const accessToken =
        draft.pms.expiresAt > Date.now() + 5_000 ? draft.pms.accessToken : (await pmsSession(staff.clinicId)).accessToken;

      const appt = await createAppointment(accessToken, staff.clinicId, {
        petId: draft.petId,
        slotId: choice.id,
        reason: draft.reason,
        bookedBy: staff.userId,
      });
      return text(`Booked ${appt.petName}: ${choice.label}. Reference ${appt.id}.`);
    },
  );
}
