// patient_intake tool: drives the demographics -> insurance -> consent -> appointment rounds and books the visit.
'use strict';

const { z } = require('zod');
const { DraftError } = require('../crypto/envelope');
const { readDraft, writeDraft, roundFrom, inputRequiredResult } = require('../intake/state');
const { steps, nextStep } = require('../intake/steps');
const payerApi = require('../services/payer');

const TOOL = 'patient_intake';

function errorResult(text) {
  return { isError: true, content: [{ type: 'text', text }] };
}

function callerFrom(extra) {
  const x = extra && extra.authInfo && extra.authInfo.extra;
  if (!x || !x.staffId || !x.clinicId) return null;
  return { staffId: x.staffId, clinicId: x.clinicId, role: x.role };
}

async function ask(draft, ctx, note) {
  const request = await steps[draft.step].prompt(draft, ctx);
  if (!request) return errorResult('There are no open appointment slots in the next seven days; the intake was not completed.');
  const requestState = writeDraft(draft, ctx.draftKeys, { tool: TOOL });
  return inputRequiredResult({ [draft.step]: request }, requestState, note);
}

async function complete(draft, ctx) {
  const { caller, ehr, db } = ctx;
  const insured = draft.insurance && draft.insurance.payerId !== 'self_pay';
  const patient = await ehr.upsertPatient(caller.clinicId, {
    id: draft.patient.ehrId || undefined,
    given_name: draft.patient.firstName,
    family_name: draft.patient.lastName,
    birth_date: draft.patient.dateOfBirth,
    phone: draft.patient.phone,
    coverage: insured ? { payer_id: draft.insurance.payerId, member_id: draft.insurance.memberId } : null,
    consents: [
      { kind: 'treatment', version: draft.consent.version, signed_at: draft.consent.at },
      { kind: 'privacy_notice', version: draft.consent.version, signed_at: draft.consent.at },
    ],
  });

  const booking = await ehr.bookAppointment(caller.clinicId, {
    patient_id: patient.id,
    slot_id: draft.appointment.slotId,
    reason: draft.visitReason,
    booked_by: caller.staffId,
  });
  await db.releaseSlot(draft.appointment.slotId);

  let preauth = null;
  if (insured) {
    preauth = await payerApi
      .preauthorize(
        { id: draft.insurance.payerId, baseUrl: draft.insurance.payerUrl, apiKey: draft.insurance.payerApiKey },
        { memberId: draft.insurance.memberId, providerNpi: draft.insurance.providerNpi, appointmentAt: booking.start, reference: booking.id },
      )
      .catch((err) => ({ status: 'failed', error: err.message }));
  }

  await db.audit({
    clinicId: caller.clinicId,
    staffId: caller.staffId,
    action: 'intake.completed',
    patientRef: patient.id,
    detail: { appointmentId: booking.id, preauth: preauth && preauth.status },
  });

  const copay = insured && draft.insurance.eligibility.copayCents != null ? ` Estimated copay: $${(draft.insurance.eligibility.copayCents / 100).toFixed(2)}.` : '';
  return {
    content: [{ type: 'text', text: `Booked ${draft.patient.firstName} ${draft.patient.lastName} for ${booking.start} (appointment ${booking.id}).${copay}` }],
    structuredContent: { patientId: patient.id, appointmentId: booking.id, preauthorization: preauth },
  };
}

function registerIntakeTool(server, deps) {
  server.registerTool(
    TOOL,
    {
      title: 'Patient intake',
      description: 'Register a new or returning patient: details, insurance check, consents, then book the first appointment.',
      inputSchema: { visitReason: z.string().min(3).max(200) },
    },
    async (args, extra) => {
      const caller = callerFrom(extra);
      if (!caller) return errorResult('Staff sign-in required.');
      const ctx = { ...deps, caller };
      const { token, responses } = roundFrom(extra);

      let draft;
      try {
        draft = readDraft(token, deps.draftKeys, { tool: TOOL }); // expect: require-state-binding, require-sealed-state
      } catch (err) {
        if (err instanceof DraftError) return errorResult(`The intake draft was rejected (${err.message}); please restart the intake.`);
        throw err;
      }

      if (!draft) {
        return ask({ step: 'demographics', visitReason: args.visitReason }, ctx);
      }

      const response = responses[draft.step];
      if (!response || response.action !== 'accept') {
        if (draft.appointment) await deps.db.releaseSlot(draft.appointment.slotId);
        return { content: [{ type: 'text', text: 'Intake cancelled; nothing was saved to the EHR.' }] };
      }

      const problem = await steps[draft.step].apply(draft, response.content || {}, ctx);
      if (problem) return ask(draft, ctx, problem);

      draft.step = nextStep(draft.step);
      if (draft.step === 'done') return complete(draft, ctx);
      return ask(draft, ctx);
    },
  );
}

module.exports = { registerIntakeTool };
