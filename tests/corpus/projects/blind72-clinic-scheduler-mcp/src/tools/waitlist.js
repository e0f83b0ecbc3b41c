// join_waitlist: adds the patient to clinic waitlists, asking which clinics when several in the region take walk-ins.
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { makeCodec, patientIdOf } from '../state/codec.js';
import { rows } from '../db.js';

const NAME = 'join_waitlist';
const codec = makeCodec();

/** @param {string} text */
const reply = (text) => ({ content: [{ type: /** @type {const} */ ('text'), text }] });

/** @param {import('@modelcontextprotocol/server').McpServer} server */
export function register(server) {
  server.registerTool(NAME, {
    title: 'Join a waitlist',
    description: 'Get notified when an earlier slot opens up at clinics near you.',
    inputSchema: z.object({
      specialty: z.enum(['general', 'dermatology', 'physio', 'pediatrics']),
      region: z.string().min(2).optional(),
    }),
    annotations: { destructiveHint: false, idempotentHint: true },
  }, async ({ specialty, region }, ctx) => {
    const patientId = patientIdOf(ctx);
    const raw = ctx.mcpReq.requestState();

    if (!raw) {
      const where = region ?? ctx.http?.authInfo?.extra?.region;
      if (!where) return { ...reply('Tell me which region to look in.'), isError: true };
      const clinics = await rows(
        'SELECT id, name FROM clinics WHERE region = ? AND FIND_IN_SET(?, specialties) AND accepts_waitlist = 1 ORDER BY name',
        [where, specialty]);
      if (clinics.length === 0) return reply(`No clinic in ${where} keeps a ${specialty} waitlist.`);
      if (clinics.length === 1) return join(patientId, specialty, [clinics[0].id], clinics);

      const requestState = await codec.mint({ specialty, clinics: clinics.map((c) => ({ id: c.id, name: c.name })) }); // expect-todo: require-state-binding
      return inputRequired({
        inputRequests: {
          clinics: inputRequired.elicit({
            message: `${clinics.length} clinics keep a ${specialty} waitlist. Which ones should notify you?`,
            requestedSchema: {
              type: 'object',
              properties: {
                clinicIds: {
                  type: 'array',
                  items: { anyOf: clinics.map((c) => ({ const: String(c.id), title: c.name })) },
                  minItems: 1,
                },
              },
              required: ['clinicIds'],
            },
          }),
        },
        requestState,
      });
    }

    /** @type {{ specialty: string, clinics: Array<{ id: number, name: string }> }} */
    let state;
    try {
      state = await codec.verify(raw, ctx);
    } catch {
      return { ...reply('That list has expired; please ask again.'), isError: true };
    }
    const picked = acceptedContent(ctx.mcpReq.inputResponses, 'clinics');
    const ids = (picked?.clinicIds ?? []).map(Number).filter((id) => state.clinics.some((c) => c.id === id));
    if (ids.length === 0) return reply('You were not added to any waitlist.');
    return join(patientId, state.specialty, ids, state.clinics);
  });
}

/**
 * @param {string} patientId
 * @param {string} specialty
 * @param {number[]} clinicIds
 * @param {Array<{ id: number, name: string }>} clinics
 */
async function join(patientId, specialty, clinicIds, clinics) {
  for (const clinicId of clinicIds) {
    await rows(
      `INSERT INTO waitlist_entries (patient_id, clinic_id, specialty, created_at) VALUES (?, ?, ?, NOW())
       ON DUPLICATE KEY UPDATE created_at = created_at`,
      [patientId, clinicId, specialty]);
  }
  const names = clinics.filter((c) => clinicIds.includes(c.id)).map((c) => c.name);
  return reply(`You are on the ${specialty} waitlist at ${names.join(', ')}. We will text you when a slot opens.`);
}
