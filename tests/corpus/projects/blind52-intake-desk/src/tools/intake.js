import { randomUUID } from 'node:crypto';
import { discardIntake, fileIntake, getIntake } from '../db.js';
import {
  MORE_PLANS,
  acceptedFields,
  confirmForm,
  consentForm,
  demographicsForm,
  insuranceForm,
  text,
  toolError,
} from '../forms.js';
import { listPlans } from '../payers.js';
import { migrateIntakeState, principalOf, refusal, sealer } from '../state.js';

const START_INTAKE = 'start_intake';
const DISCARD_INTAKE = 'discard_intake';
const NEXT_STEP = { demographics: 'insurance', insurance: 'consent', consent: 'file' };

function ask(state, binding, request) {
  return {
    resultType: 'input_required',
    inputRequests: { [state.step]: request },
    requestState: sealer.seal(state, binding),
  };
}

async function askInsurance(state, binding, pageToken) {
  const page = await listPlans({ pageToken });
  // the directory's paging cursor rides along so "More plans…" can fetch the next page
  return ask({ ...state, nextPageToken: page.nextPageToken }, binding, insuranceForm(page.plans, Boolean(page.nextPageToken)));
}

async function startIntake(params, extra) {
  const userId = principalOf(extra);
  const { patientRef } = params.arguments ?? {};
  if (typeof patientRef !== 'string' || !/^P\d{6,}$/.test(patientRef)) return toolError('patientRef must look like P0012345.');
  const binding = { userId, tool: START_INTAKE, args: { patientRef } };

  if (!params.requestState) {
    return ask({ v: 2, step: 'demographics', answers: {} }, binding, demographicsForm(patientRef));
  }

  const opened = sealer.open(params.requestState, binding);
  if (!opened.ok) return refusal(opened.reason);
  const state = migrateIntakeState(opened.state);

  const reply = acceptedFields(params.inputResponses, state.step);
  if (!reply) return text('Intake paused; nothing was filed.');

  if (state.step === 'insurance' && reply.planId === MORE_PLANS) {
    return askInsurance(state, binding, state.nextPageToken);
  }

  const answers = { ...state.answers, [state.step]: reply };
  const step = NEXT_STEP[state.step];

  if (step === 'insurance') return askInsurance({ v: 2, step, answers }, binding);
  if (step === 'consent') return ask({ v: 2, step, answers }, binding, consentForm());

  if (!answers.consent?.treatmentConsent || !answers.consent?.hipaaAcknowledged) {
    return text('Consent was not given; the intake was not filed.');
  }
  const id = fileIntake({ id: randomUUID(), patientRef, filedBy: userId, answers });
  return text(`Intake ${id} filed for ${patientRef}.`);
}

async function discard(params, extra) {
  const userId = principalOf(extra);
  const { intakeId, reason } = params.arguments ?? {};
  const binding = { userId, tool: DISCARD_INTAKE, args: { intakeId, reason } };

  const intake = getIntake(intakeId);
  if (!intake || intake.filed_by !== userId) return toolError('No open intake with that id was filed by you.');

  if (!params.requestState) {
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: confirmForm(`Discard intake ${intake.id} for ${intake.patient_ref}? The answers are erased.`),
      },
      requestState: sealer.seal({ step: 'confirm' }, binding),
    };
  }

  const opened = sealer.open(params.requestState, binding);
  if (!opened.ok) return refusal(opened.reason);
  if (params.inputResponses?.confirm?.action !== 'accept' || params.inputResponses.confirm.content?.confirm !== true) {
    return text('Intake kept.');
  }
  if (!discardIntake(intake.id, { by: userId, reason })) return toolError('The intake was already discarded.');
  return text(`Intake ${intake.id} discarded.`);
}

export const intakeTools = [
  {
    name: START_INTAKE,
    title: 'Patient intake',
    description: 'Walks front-desk staff through demographics, insurance and consent for a patient, then files the intake.',
    inputSchema: {
      type: 'object',
      properties: { patientRef: { type: 'string', pattern: '^P\\d{6,}$' } },
      required: ['patientRef'],
    },
    run: startIntake,
  },
  {
    name: DISCARD_INTAKE,
    title: 'Discard an intake',
    description: 'Erases the answers of an intake filed by mistake.',
    inputSchema: {
      type: 'object',
      properties: { intakeId: { type: 'string' }, reason: { type: 'string', maxLength: 300 } },
      required: ['intakeId'],
    },
    annotations: { destructiveHint: true },
    run: discard,
  },
];
