// Prescription tools: list active medications and renew a prescription with an EPCS PIN step for controlled drugs.
const { z } = require('zod');
const { text, failure, elicit, needInput, stateOf, answerOf } = require('../lib/results');

const TOOL = 'renew_prescription';

function isControlled(medRequest) {
  const ext = (medRequest.extension || []).find((e) => e.url.endsWith('/dea-schedule'));
  return Boolean(ext && ext.valueCode && ext.valueCode !== 'none');
}

function drugName(medRequest) {
  const concept = medRequest.medicationCodeableConcept || {};
  return concept.text || (concept.coding && concept.coding[0] && concept.coding[0].display) || 'medication';
}

function createPrescriptionTools({ ehr, stateTokens, scheduleRepo, config }) {
  const listActive = {
    name: 'list_active_prescriptions',
    description: "List a patient's active prescriptions",
    inputSchema: { type: 'object', properties: { patientId: { type: 'string' } }, required: ['patientId'] },
    annotations: { readOnlyHint: true },
    schema: z.object({ patientId: z.string().min(1) }),
    async handler({ patientId }, { clinician }) {
      if (!(await scheduleRepo.isOnPanel(clinician.clinicId, patientId))) {
        return failure(`Patient ${patientId} is not registered at your clinic.`);
      }
      const meds = await ehr.activeMedications(patientId);
      if (meds.length === 0) return text('No active prescriptions.');
      return text(meds.map((m) => `${m.id}  ${drugName(m)}${isControlled(m) ? '  (controlled)' : ''}`).join('\n'));
    },
  };

  const renew = {
    name: TOOL,
    description: 'Renew a prescription for a number of days. Controlled substances need your EPCS PIN.',
    inputSchema: {
      type: 'object',
      properties: { prescriptionId: { type: 'string' }, days: { type: 'integer', minimum: 7, maximum: 90 } },
      required: ['prescriptionId', 'days'],
    },
    annotations: { destructiveHint: true },
    schema: z.object({ prescriptionId: z.string().min(1), days: z.number().int().min(7).max(90) }),
    async handler({ prescriptionId, days }, { request, clinician }) {
      const raw = stateOf(request);
      const base = { sub: clinician.userId, tool: TOOL, prescriptionId, days };

      if (!raw) {
        const med = await ehr.medicationRequest(prescriptionId);
        if (!med) return failure(`Prescription ${prescriptionId} not found.`);
        const patientId = (med.subject.reference || '').replace('Patient/', '');
        if (!(await scheduleRepo.isOnPanel(clinician.clinicId, patientId))) {
          return failure('That patient is not registered at your clinic.');
        }
        if (isControlled(med)) {
          return needInput(
            { pin: elicit(`Enter your EPCS PIN to renew ${drugName(med)} for ${days} days`, { pin: { type: 'string', minLength: 4, maxLength: 8 } }) },
            stateTokens.sign({ ...base, stage: 'pin', exp: Date.now() + config.stateTtlMs }),
          );
        }
        return needInput(
          { confirm: elicit(`Renew ${drugName(med)} for ${days} days?`, { confirm: { type: 'boolean' } }) },
          stateTokens.sign({ ...base, stage: 'confirm', exp: Date.now() + config.stateTtlMs }),
        );
      }

      const draft = JSON.parse(Buffer.from(raw.split('.')[0], 'base64url').toString('utf8')); // expect: require-sealed-state
      if (draft.stage === 'pin') {
        const entered = answerOf(request, 'pin');
        if (!entered || !entered.pin) return text('Renewal cancelled.');
        if (!(await ehr.checkPrescriberPin(clinician.npi, entered.pin))) {
          return failure('The EPCS PIN was not accepted.');
        }
        const med = await ehr.medicationRequest(draft.prescriptionId);
        return needInput(
          { confirm: elicit(`PIN accepted. Renew ${drugName(med)} for ${draft.days} days?`, { confirm: { type: 'boolean' } }) },
          stateTokens.sign({
            sub: clinician.userId,
            tool: TOOL,
            prescriptionId: draft.prescriptionId,
            days: draft.days,
            stage: 'confirm',
            pin: entered.pin, // expect-todo: no-secrets-in-state
            exp: Date.now() + config.stateTtlMs,
          }),
        );
      }

      const claims = stateTokens.verify(raw);
      if (
        !claims ||
        claims.sub !== clinician.userId ||
        claims.tool !== TOOL ||
        claims.prescriptionId !== prescriptionId ||
        claims.days !== days ||
        !(claims.exp > Date.now())
      ) {
        return failure('This renewal confirmation is invalid or has expired.');
      }
      const answer = answerOf(request, 'confirm');
      if (!answer || answer.confirm !== true) return text('Renewal cancelled.');
      const renewed = await ehr.renew(prescriptionId, { days, npi: clinician.npi, pin: claims.pin });
      return text(`Renewed as ${renewed.id}.`);
    },
  };

  return [listActive, renew];
}

module.exports = { createPrescriptionTools };
