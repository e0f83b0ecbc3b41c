// pre_visit_intake: collects the pre-visit questionnaire one section per round and files it with the appointment.
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { patientIdOf } from '../state/codec.js';
import { rows } from '../db.js';

const NAME = 'pre_visit_intake';

/** @type {Array<{ key: string, message: string, properties: Record<string, object> }>} */
const SECTIONS = [
  {
    key: 'reason',
    message: 'What brings you in?',
    properties: {
      reason: { type: 'string', title: 'Main reason for the visit', maxLength: 500 },
      since: { type: 'string', title: 'Since when?', format: 'date' },
    },
  },
  {
    key: 'medications',
    message: 'Which medications are you taking right now?',
    properties: {
      medications: { type: 'string', title: 'Medications and doses', maxLength: 1000 },
      allergies: { type: 'string', title: 'Known allergies', maxLength: 500 },
    },
  },
  {
    key: 'consent',
    message: 'Please confirm the clinic may share this with your clinician.',
    properties: { consent: { type: 'boolean', title: 'I agree' } },
  },
];

/**
 * @typedef {{ appointmentId: string, patientId: string, step: number, answers: Record<string, unknown> }} Progress
 */

/** @param {Progress} progress */
function ask(progress) {
  const section = SECTIONS[progress.step];
  return inputRequired({
    inputRequests: {
      [section.key]: inputRequired.elicit({
        message: `${section.message} (step ${progress.step + 1} of ${SECTIONS.length})`,
        requestedSchema: { type: 'object', properties: section.properties },
      }),
    },
    requestState: Buffer.from(JSON.stringify(progress)).toString('base64url'), // expect: require-sealed-state
  });
}

/** @param {import('@modelcontextprotocol/server').McpServer} server */
export function register(server) {
  server.registerTool(NAME, {
    title: 'Pre-visit questionnaire',
    description: 'Fill in the intake questionnaire for an upcoming appointment.',
    inputSchema: z.object({ appointmentId: z.string().min(1) }),
    annotations: { destructiveHint: false, idempotentHint: true },
  }, async ({ appointmentId }, ctx) => {
    const raw = ctx.mcpReq.requestState();
    if (!raw) {
      const patientId = patientIdOf(ctx);
      const [appt] = await rows('SELECT id FROM appointments WHERE id = ? AND patient_id = ? AND status = "booked"',
        [appointmentId, patientId]);
      if (!appt) return { content: [{ type: 'text', text: 'No upcoming appointment with that id.' }], isError: true };
      return ask({ appointmentId, patientId, step: 0, answers: {} });
    }

    /** @type {Progress} */
    const progress = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')); // expect: require-sealed-state
    const section = SECTIONS[progress.step];
    const answer = section && acceptedContent(ctx.mcpReq.inputResponses, section.key);
    if (!answer) return { content: [{ type: 'text', text: 'Questionnaire paused; nothing was saved.' }] };

    const next = { ...progress, step: progress.step + 1, answers: { ...progress.answers, ...answer } };
    if (next.step < SECTIONS.length) return ask(next);

    if (next.answers.consent !== true) {
      return { content: [{ type: 'text', text: 'Without consent the questionnaire cannot be shared; nothing was saved.' }] };
    }
    await rows(
      `INSERT INTO intake_forms (appointment_id, patient_id, answers, submitted_at) VALUES (?, ?, ?, NOW())
       ON DUPLICATE KEY UPDATE answers = VALUES(answers), submitted_at = VALUES(submitted_at)`,
      [next.appointmentId, next.patientId, JSON.stringify(next.answers)]);
    return { content: [{ type: 'text', text: 'Thank you, your questionnaire has been sent to the clinic.' }] };
  });
}
