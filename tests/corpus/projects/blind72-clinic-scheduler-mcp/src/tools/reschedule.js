// reschedule_appointment: offers open slots with the same clinician and moves the appointment to the one picked.
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { makeCodec, userIdOf, patientIdOf } from '../state/codec.js';
import { rows, db } from '../db.js';
import { config } from '../config.js';

const NAME = 'reschedule_appointment';
const codec = makeCodec({ bind: (ctx) => `${NAME}:${userIdOf(ctx)}` });

/** @param {string} text */
const reply = (text) => ({ content: [{ type: /** @type {const} */ ('text'), text }] });

/** @param {import('@modelcontextprotocol/server').McpServer} server */
export function register(server) {
  server.registerTool(NAME, {
    title: 'Reschedule appointment',
    description: 'Move one of your upcoming appointments to another open slot with the same clinician.',
    inputSchema: z.object({
      appointmentId: z.string().min(1),
      notBefore: z.string().date().optional(),
    }),
    annotations: { destructiveHint: false, idempotentHint: false },
  }, async ({ appointmentId, notBefore }, ctx) => {
    const patientId = patientIdOf(ctx);
    const [appt] = await rows(
      'SELECT id, clinician_id, clinic_id, starts_at FROM appointments WHERE id = ? AND patient_id = ? AND status = "booked"',
      [appointmentId, patientId]);
    if (!appt) return { ...reply('No upcoming appointment with that id.'), isError: true };

    const raw = ctx.mcpReq.requestState();
    if (!raw) {
      const slots = await rows(
        `SELECT id, starts_at FROM slots
          WHERE clinician_id = ? AND held_by IS NULL AND starts_at > GREATEST(NOW(), COALESCE(?, NOW()))
          ORDER BY starts_at LIMIT ${Number(config.slotsPerOffer)}`,
        [appt.clinician_id, notBefore ?? null]);
      if (slots.length === 0) return reply('No other open slots with your clinician in the next weeks.');
      const requestState = await codec.mint({ appointmentId, slotIds: slots.map((s) => s.id) }, ctx);
      return inputRequired({
        inputRequests: {
          slot: inputRequired.elicit({
            message: `Your appointment is on ${appt.starts_at.toISOString()}. Pick a new time:`,
            requestedSchema: {
              type: 'object',
              properties: {
                slotId: {
                  type: 'string',
                  oneOf: slots.map((s) => ({ const: String(s.id), title: s.starts_at.toISOString() })),
                },
              },
              required: ['slotId'],
            },
          }),
        },
        requestState,
      });
    }

    /** @type {{ appointmentId: string, slotIds: string[] }} */
    let state;
    try {
      state = await codec.verify(raw, ctx);
    } catch {
      return { ...reply('That offer has expired. Ask again to see current slots.'), isError: true };
    }
    if (state.appointmentId !== appointmentId) {
      return { ...reply('That offer was made for a different appointment.'), isError: true };
    }
    const picked = acceptedContent(ctx.mcpReq.inputResponses, 'slot');
    const slotId = picked?.slotId;
    if (!slotId || !state.slotIds.map(String).includes(String(slotId))) return reply('Appointment left unchanged.');

    const conn = await db().getConnection();
    try {
      await conn.beginTransaction();
      const [held] = await conn.execute('UPDATE slots SET held_by = ? WHERE id = ? AND held_by IS NULL', [appointmentId, slotId]);
      if (/** @type {any} */ (held).affectedRows !== 1) {
        await conn.rollback();
        return reply('Someone else just took that slot. Ask again for fresh options.');
      }
      await conn.execute('UPDATE slots SET held_by = NULL WHERE held_by = ? AND id <> ?', [appointmentId, slotId]);
      await conn.execute('UPDATE appointments SET slot_id = ?, starts_at = (SELECT starts_at FROM slots WHERE id = ?) WHERE id = ? AND patient_id = ?',
        [slotId, slotId, appointmentId, patientId]);
      await conn.commit();
    } catch (err) {
      await conn.rollback();
      throw err;
    } finally {
      conn.release();
    }
    return reply(`Done, appointment ${appointmentId} moved.`);
  });
}
