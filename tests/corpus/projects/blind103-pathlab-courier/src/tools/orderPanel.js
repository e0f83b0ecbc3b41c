// order_lab_panel: collects sample details from the vet, then places the order with the lab.
'use strict';

const config = require('../config');
const { findPatient, recordOrder } = require('../db');
const lims = require('../lims');
const { encodeDraft, decodeDraft } = require('../draftCodec');
const { incomingState, accepted, elicit, inputRequired, text, failure } = require('../roundTrip');

const definition = {
  name: 'order_lab_panel',
  title: 'Order a lab panel',
  description: 'Orders a laboratory panel for a patient of your practice. Asks for sample details before ordering.',
  inputSchema: {
    type: 'object',
    properties: {
      patientId: { type: 'integer', description: 'Patient id in the practice system' },
      panelCode: { type: 'string', description: 'Panel code from the lab catalogue, e.g. CBC, CHEM17, T4' },
    },
    required: ['patientId', 'panelCode'],
  },
};

function beforeCutoff(now = new Date()) {
  return now.getHours() < config.courierCutoffHour;
}

async function handle(args, { request, caller }) {
  const state = incomingState(request);

  if (!state) {
    const patient = await findPatient(caller.practiceId, args.patientId);
    if (!patient) return failure(`Patient ${args.patientId} is not registered with your practice.`);
    const panel = await lims.getPanel(args.panelCode);
    if (!panel || !panel.orderable) return failure(`Panel ${args.panelCode} cannot be ordered.`);

    const properties = {
      collectedAt: { type: 'string', format: 'date-time', title: 'Sample collected at' },
      fasted: { type: 'boolean', title: `Fasted ${panel.fasting_hours || 12}h?` },
    };
    if (beforeCutoff()) properties.courierPickup = { type: 'boolean', title: 'Book courier for today', default: true };

    return inputRequired(
      {
        sample: elicit(
          `${panel.name} for ${patient.name} (${patient.species}) needs a ${panel.sample_type} sample.`,
          properties,
          ['collectedAt'],
        ),
      },
      encodeDraft({ // expect: require-sealed-state
        practiceId: caller.practiceId,
        patientId: patient.id,
        panelCode: panel.code,
        sampleType: panel.sample_type,
      }),
    );
  }

  const draft = decodeDraft(state); // expect: require-sealed-state
  if (!draft) return failure('This order draft is no longer valid; start again.');
  const sample = accepted(request, 'sample');
  if (!sample) return text('Order not placed.');

  const patient = await findPatient(draft.practiceId, draft.patientId);
  if (!patient) return failure('Patient disappeared while ordering.');

  const order = await lims.createOrder({
    practiceId: draft.practiceId,
    patient,
    panelCode: draft.panelCode,
    sampleType: draft.sampleType,
    collectedAt: sample.collectedAt,
    fasted: Boolean(sample.fasted),
    courierPickup: Boolean(sample.courierPickup),
  });
  const orderId = await recordOrder({
    practiceId: draft.practiceId,
    patientId: patient.id,
    panelCode: draft.panelCode,
    limsOrderId: order.id,
    sampleType: draft.sampleType,
    collectedAt: new Date(sample.collectedAt),
    fasted: sample.fasted ? 1 : 0,
    courierPickup: sample.courierPickup ? 1 : 0,
    orderedBy: caller.userId,
  });

  return text(`Order ${orderId} placed with the lab (reference ${order.id}).`, {
    structuredContent: { orderId, limsOrderId: order.id, courier: order.courier || null },
  });
}

module.exports = { definition, handle };
