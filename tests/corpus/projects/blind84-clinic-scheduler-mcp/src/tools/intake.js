// Patient intake wizard: collects contact, insurance and history details over several rounds, then saves them.
'use strict';

const { decodeDraft, encodeDraft } = require('../lib/draft');
const { Audited, ToolError } = require('./base-tool');
const { StatefulTool } = require('./stateful-tool');

const STEPS = [
  {
    key: 'contact',
    title: 'Contact details',
    properties: {
      phone: { type: 'string', title: 'Phone' },
      email: { type: 'string', format: 'email', title: 'E-mail' },
      address: { type: 'string', title: 'Postal address' },
    },
    required: ['phone'],
  },
  {
    key: 'insurance',
    title: 'Insurance',
    properties: {
      insurer: { type: 'string', title: 'Insurer' },
      memberNumber: { type: 'string', title: 'Member number' },
    },
    required: ['insurer', 'memberNumber'],
  },
  {
    key: 'history',
    title: 'Medical history',
    properties: {
      allergies: { type: 'string', title: 'Allergies' },
      medications: { type: 'string', title: 'Current medication' },
    },
    required: [],
  },
];

const INTAKE_ROLES = new Set(['nurse', 'receptionist', 'physician']);

class IntakeFormTool extends Audited(StatefulTool) {
  get name() {
    return 'patient_intake';
  }

  get description() {
    return 'Walk through the intake form for a patient and store the answers on their record.';
  }

  get inputSchema() {
    return { type: 'object', properties: { patientId: { type: 'string' } }, required: ['patientId'] };
  }

  authorize(ctx) {
    if (!INTAKE_ROLES.has(ctx.role)) throw new ToolError('Only clinic staff can record intake forms.');
  }

  async run(args, ctx) {
    const patient = await this.deps.db.patients.findInClinic(args.patientId, ctx.clinicId);
    if (!patient) throw new ToolError('Unknown patient.');

    const draft = ctx.rawState ? decodeDraft(ctx.rawState) : { patientId: String(patient.id), step: 0, answers: {} }; // expect: require-sealed-state
    if (ctx.rawState) {
      const current = STEPS[draft.step];
      const reply = current && this.accepted(ctx, current.key);
      if (!reply) return 'Intake cancelled; nothing was saved.';
      draft.answers[current.key] = reply;
      draft.step += 1;
    }

    if (draft.step >= STEPS.length) {
      await this.deps.db.patients.saveIntake(draft.patientId, draft.answers, ctx.userId);
      return `Intake form saved for patient ${draft.patientId}.`;
    }

    const next = STEPS[draft.step];
    const request = this.elicit(`${next.title} for ${patient.full_name} (step ${draft.step + 1} of ${STEPS.length})`, next.properties, next.required);
    return this.inputRequired({ [next.key]: request }, encodeDraft(draft)); // expect: require-sealed-state
  }
}

module.exports = { IntakeFormTool };
