import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { decryptJson, encryptJson } from '../crypto/forge-box.js';
import { ehrClient } from '../ehr.js';
import { staffUser } from '../auth.js';

const TOOL = 'reschedule_appointment';
const OFFER_WINDOW_MS = 10 * 60 * 1000;

interface PendingMove {
  appointmentId: string;
  patientId: string;
  offered: string[];
  uid: string;
  tool: string;
  exp: number;
}

export function registerReschedule(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: "Move a patient's appointment to one of the provider's next open slots",
      inputSchema: z.object({ appointmentId: z.string().min(1) }),
      annotations: { destructiveHint: true },
    },
    async ({ appointmentId }, ctx) => {
      const userId = staffUser(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const appt = await ehrClient.appointment(appointmentId);
        const { clinicIds } = await ehrClient.staffClinics(userId);
        if (!clinicIds.includes(appt.clinicId)) {
          return { isError: true, content: [{ type: 'text', text: 'That appointment is not at one of your clinics.' }] };
        }
        const slots = await ehrClient.openSlots(appt.providerId, new Date().toISOString());
        if (slots.length === 0) return { content: [{ type: 'text', text: 'No open slots in the next two weeks.' }] };

        const pending: PendingMove = {
          appointmentId: appt.id,
          patientId: appt.patientId,
          offered: slots.map((s) => s.id),
          uid: userId,
          tool: TOOL,
          exp: Date.now() + OFFER_WINDOW_MS,
        };
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Move ${appt.patientName} (now ${appt.start}) to which slot?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: {
                    type: 'string',
                    oneOf: slots.map((s) => ({ const: s.id, title: `${s.start} with ${s.providerName}` })),
                  },
                },
                required: ['slotId'],
              },
            }),
          },
          requestState: encryptJson(pending), // expect: require-sealed-state
        });
      }

      const pending = decryptJson<PendingMove>(raw); // expect: require-sealed-state
      if (!pending || pending.uid !== userId || pending.tool !== TOOL || pending.exp < Date.now()) {
        return { isError: true, content: [{ type: 'text', text: 'These slot offers expired; please start again.' }] };
      }
      const choice = acceptedContent<{ slotId: string }>(ctx.mcpReq.inputResponses, 'slot');
      if (!choice || !pending.offered.includes(choice.slotId)) {
        return { content: [{ type: 'text', text: 'No slot chosen; the appointment was not moved.' }] };
      }
      const moved = await ehrClient.move(pending.appointmentId, choice.slotId, userId);
      return { content: [{ type: 'text', text: `Moved to ${moved.start}.` }] };
    },
  );
}
