// check_coverage: asks the clearinghouse whether the patient's plan covers a visit type, asking for plan details first.
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { makeCodec, userIdOf, patientIdOf } from '../state/codec.js';
import * as clearinghouse from '../clearinghouse.js';
import { rows } from '../db.js';

const NAME = 'check_coverage';
const codec = makeCodec({ bind: (ctx) => `${NAME}:${userIdOf(ctx)}` });

const SERVICE_TYPES = { office_visit: '98', physio: 'PT', dermatology: '3', lab: '5' };

/** @param {string} text */
const reply = (text) => ({ content: [{ type: /** @type {const} */ ('text'), text }] });

/** @param {import('@modelcontextprotocol/server').McpServer} server */
export function register(server) {
  server.registerTool(NAME, {
    title: 'Check insurance coverage',
    description: 'Check with your insurer whether a visit type is covered and what your copay is.',
    inputSchema: z.object({ visitType: z.enum(['office_visit', 'physio', 'dermatology', 'lab']) }),
    annotations: { readOnlyHint: true, openWorldHint: true },
  }, async ({ visitType }, ctx) => {
    const patientId = patientIdOf(ctx);
    const [patient] = await rows('SELECT last_name, birth_date, home_state FROM patients WHERE id = ?', [patientId]);
    if (!patient) return { ...reply('No patient record found.'), isError: true };

    const raw = ctx.mcpReq.requestState();
    if (!raw) {
      const session = await clearinghouse.openSession();
      const payers = await clearinghouse.payers(session.token, patient.home_state);
      const requestState = await codec.mint({
        visitType,
        payerIds: payers.map((p) => p.id),
        session: session.token, // expect: no-secrets-in-state
      }, ctx);
      return inputRequired({
        inputRequests: {
          plan: inputRequired.elicit({
            message: 'Which insurer are you with, and what is your member ID (on the front of your card)?',
            requestedSchema: {
              type: 'object',
              properties: {
                payerId: { type: 'string', title: 'Insurer', oneOf: payers.map((p) => ({ const: p.id, title: p.name })) },
                memberId: { type: 'string', title: 'Member ID', pattern: '^[A-Za-z0-9-]{5,20}$' },
              },
              required: ['payerId', 'memberId'],
            },
          }),
        },
        requestState,
      });
    }

    /** @type {{ visitType: keyof typeof SERVICE_TYPES, payerIds: string[], session: string }} */
    let state;
    try {
      state = await codec.verify(raw, ctx);
    } catch {
      return { ...reply('This check has expired; please ask again.'), isError: true };
    }
    const plan = acceptedContent(ctx.mcpReq.inputResponses, 'plan');
    if (!plan || !state.payerIds.includes(plan.payerId)) return reply('Coverage check cancelled.');

    const result = await clearinghouse.eligibility(state.session, {
      payerId: plan.payerId,
      memberId: plan.memberId,
      lastName: patient.last_name,
      birthDate: patient.birth_date.toISOString().slice(0, 10),
      serviceType: SERVICE_TYPES[state.visitType],
    });
    const benefit = result.benefits?.find((/** @type {any} */ b) => b.service_type_code === SERVICE_TYPES[state.visitType]);
    if (!result.active) return reply('Your insurer reports no active coverage for this member ID.');
    if (!benefit) return reply('Your plan is active, but the insurer did not report benefits for this visit type.');
    return reply(`Covered. In-network copay: $${benefit.copay ?? 'n/a'}; remaining deductible: $${benefit.deductible_remaining ?? 'n/a'}.`);
  });
}
