import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { staffUser } from '../auth.js';
import { mintBatchToken, readBatchToken } from '../crypto/tokens.js';
import { ehrClient } from '../ehr.js';
import { env } from '../env.js';

const TOOL = 'send_reminder_batch';

interface BatchState {
  uid: string;
  tool: string;
  clinicId: string;
  date: string;
  appointmentIds: string[];
}

async function sendSms(to: string, text: string): Promise<boolean> {
  const res = await fetch(env.smsGatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to, text }),
  });
  return res.ok;
}

export function registerReminders(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: "Text every patient booked at a clinic on a given day a reminder of their appointment",
      inputSchema: z.object({ clinicId: z.string(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
    },
    async ({ clinicId, date }, ctx) => {
      const userId = staffUser(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const { clinicIds } = await ehrClient.staffClinics(userId);
        if (!clinicIds.includes(clinicId)) {
          return { isError: true, content: [{ type: 'text', text: 'You do not work at that clinic.' }] };
        }
        const day = (await ehrClient.dayList(clinicId, date)).filter((a) => a.phone);
        if (day.length === 0) return { content: [{ type: 'text', text: `Nobody to remind on ${date}.` }] };
        const batch: BatchState = { uid: userId, tool: TOOL, clinicId, date, appointmentIds: day.map((a) => a.id) };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Send ${day.length} SMS reminders for ${date}?`,
              requestedSchema: { type: 'object', properties: { send: { type: 'boolean' } }, required: ['send'] },
            }),
          },
          requestState: mintBatchToken(batch),
        });
      }

      const batch = readBatchToken<BatchState>(raw);
      if (!batch || batch.uid !== userId || batch.tool !== TOOL) {
        return { isError: true, content: [{ type: 'text', text: 'This batch could not be confirmed; start again.' }] };
      }
      if (!acceptedContent<{ send: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.send) {
        return { content: [{ type: 'text', text: 'No reminders sent.' }] };
      }
      let sent = 0;
      for (const id of batch.appointmentIds) {
        const appt = await ehrClient.appointment(id);
        if (appt.phone && (await sendSms(appt.phone, `Reminder: your appointment is on ${appt.start}. Reply C to cancel.`))) sent++;
      }
      return { content: [{ type: 'text', text: `Sent ${sent} of ${batch.appointmentIds.length} reminders for ${batch.date}.` }] };
    },
  );
}
