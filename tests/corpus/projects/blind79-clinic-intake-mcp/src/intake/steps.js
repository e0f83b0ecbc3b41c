// The four intake rounds: what each asks the front desk and how each answer is applied to the draft.
'use strict';

const payerApi = require('../services/payer');

const ORDER = ['demographics', 'insurance', 'consent', 'appointment'];

function form(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: required || Object.keys(properties) } },
  };
}

function nextStep(step) {
  const i = ORDER.indexOf(step);
  return i >= 0 && i < ORDER.length - 1 ? ORDER[i + 1] : 'done';
}

const steps = {
  demographics: {
    async prompt() {
      return form('Patient details', {
        firstName: { type: 'string', title: 'First name' },
        lastName: { type: 'string', title: 'Last name' },
        dateOfBirth: { type: 'string', format: 'date', title: 'Date of birth' },
        phone: { type: 'string', title: 'Mobile number' },
      });
    },
    async apply(draft, content, ctx) {
      const patient = {
        firstName: String(content.firstName).trim(),
        lastName: String(content.lastName).trim(),
        dateOfBirth: String(content.dateOfBirth),
        phone: String(content.phone).replace(/[^\d+]/g, ''),
      };
      const existing = await ctx.ehr.findPatient(ctx.caller.clinicId, patient);
      draft.patient = { ...patient, ehrId: existing ? existing.id : null };
      return null;
    },
  },

  insurance: {
    async prompt(draft, ctx) {
      const payers = await ctx.db.payersForClinic(ctx.caller.clinicId);
      return form(`Insurance for ${draft.patient.firstName} ${draft.patient.lastName}`, {
        payerId: { type: 'string', title: 'Insurer', enum: payers.map((p) => p.id).concat('self_pay'), enumNames: payers.map((p) => p.name).concat('Self-pay') },
        memberId: { type: 'string', title: 'Member ID (leave empty for self-pay)' },
      }, ['payerId']);
    },
    async apply(draft, content, ctx) {
      if (content.payerId === 'self_pay') {
        draft.insurance = { payerId: 'self_pay' };
        return null;
      }
      const payer = (await ctx.db.payersForClinic(ctx.caller.clinicId)).find((p) => p.id === content.payerId);
      if (!payer) return 'That insurer is not connected for this clinic.';
      const memberId = String(content.memberId || '').trim();
      if (!memberId) return 'A member ID is needed for insured patients.';
      const eligibility = await payerApi.checkEligibility(payer, { memberId, lastName: draft.patient.lastName, dateOfBirth: draft.patient.dateOfBirth });
      if (!eligibility.eligible) return `Coverage with ${payer.name} is not active for member ${memberId}; choose another insurer or self-pay.`;
      draft.insurance = {
        payerId: payer.id,
        payerName: payer.name,
        payerUrl: payer.baseUrl,
        payerApiKey: payer.apiKey, // expect-todo: no-secrets-in-state
        providerNpi: payer.providerNpi,
        memberId,
        eligibility,
      };
      return null;
    },
  },

  consent: {
    async prompt(draft, ctx) {
      return form(`Consent forms (version ${ctx.consentVersion}). Confirm the patient has read and signed both.`, {
        treatment: { type: 'boolean', title: 'Consent to treatment' },
        privacy: { type: 'boolean', title: 'Notice of privacy practices acknowledged' },
      });
    },
    async apply(draft, content, ctx) {
      if (content.treatment !== true || content.privacy !== true) {
        return 'Both consents are required before an appointment can be booked.';
      }
      draft.consent = { treatment: true, privacy: true, version: ctx.consentVersion, at: new Date().toISOString() };
      return null;
    },
  },

  appointment: {
    async prompt(draft, ctx) {
      const slots = await ctx.ehr.openSlots(ctx.caller.clinicId, { from: new Date().toISOString().slice(0, 10) });
      if (!slots.length) return null;
      return form('Pick an appointment slot', {
        slotId: {
          type: 'string',
          enum: slots.slice(0, 25).map((s) => s.id),
          enumNames: slots.slice(0, 25).map((s) => `${s.start} with ${s.provider_name}`),
        },
      });
    },
    async apply(draft, content, ctx) {
      const held = await ctx.db.holdSlot(String(content.slotId), ctx.caller.clinicId, ctx.caller.staffId);
      if (!held) return 'Someone else is booking that slot right now; pick another one.';
      draft.appointment = { slotId: String(content.slotId) };
      return null;
    },
  },
};

module.exports = { steps, nextStep, ORDER };
