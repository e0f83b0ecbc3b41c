import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { patientOf, type Ctx } from '../services.js';
import { loadStateKey } from './key.js';

/** Everything a tool may carry from one round to the next. `tool` says which tool minted it. */
export type ClinicState =
  | { tool: 'book_appointment'; providerId: string; slotIds: string[] }
  | { tool: 'reschedule_appointment'; appointmentId: string; slotIds: string[] }
  | { tool: 'cancel_appointment'; appointmentId: string }
  | { tool: 'link_pharmacy'; step: 'login'; pharmacyId: string }
  | {
      tool: 'link_pharmacy';
      step: 'otp';
      pharmacyId: string;
      challengeId: string;
      username: string;
      portalPassword: string;
    }
  | { tool: 'refill_prescription'; prescriptionId: string; pharmacyIds: string[] }
  | { tool: 'update_contact'; version: number };

export const stateCodec = createRequestStateCodec<ClinicState>({
  key: loadStateKey(),
  // Patients often leave to find their insurance card or ask a family member before answering.
  ttlSeconds: 45 * 60, // expect: require-state-binding
  bind: (ctx) => patientOf(ctx as Ctx),
});
