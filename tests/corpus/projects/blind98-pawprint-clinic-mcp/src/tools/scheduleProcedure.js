// schedule_procedure: books a surgery slot for a patient and offers pre-anaesthetic bloodwork afterwards.
'use strict';

const db = require('../db');
const lab = require('../labClient');
const { seal, open } = require('../stateToken');

const TOOL = 'schedule_procedure';

const definition = {
  name: TOOL,
  description: 'Book a procedure (e.g. dental, spay, mass removal) for a patient on a given date.',
  inputSchema: {
    type: 'object',
    properties: {
      patientId: { type: 'integer' },
      procedureCode: { type: 'string' },
      date: { type: 'string', format: 'date' },
    },
    required: ['patientId', 'procedureCode', 'date'],
  },
};

function needInput(inputRequests, requestState, note) {
  return {
    content: [{ type: 'text', text: note }],
    resultType: 'input_required',
    inputRequests,
    requestState,
  };
}

function accepted(responses, key) {
  const r = responses && responses[key];
  return r && r.action === 'accept' ? r.content || {} : null;
}

async function start(args, staff) {
  const patient = await db.patientById(args.patientId);
  if (!patient) return { isError: true, content: [{ type: 'text', text: 'Unknown patient.' }] };
  const procedure = await db.procedureByCode(args.procedureCode);
  if (!procedure) return { isError: true, content: [{ type: 'text', text: 'Unknown procedure code.' }] };
  const slots = await db.freeSlots(args.date, procedure.room_type, procedure.duration_min);
  if (slots.length === 0) {
    return { content: [{ type: 'text', text: `No ${procedure.room_type} slots free on ${args.date}.` }] };
  }
  return needInput(
    {
      slot: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Choose a slot for ${patient.name}: ${procedure.label}. Owner consent must be on file.`,
          requestedSchema: {
            type: 'object',
            properties: {
              slotId: {
                type: 'string',
                enum: slots.map((s) => String(s.id)),
                enumNames: slots.map((s) => `${s.starts_at.slice(11, 16)} ${s.room} with ${s.vet}`),
              },
              consentOnFile: { type: 'boolean', title: 'Signed owner consent is on file' },
            },
            required: ['slotId', 'consentOnFile'],
          },
        },
      },
    },
    seal({ step: 'choose-slot', patientId: patient.id, procedureCode: procedure.code }, { staffId: staff.id, tool: TOOL }),
    'Pick a slot to continue.',
  );
}

async function resume(token, responses, args, staff) {
  const state = open(token, { staffId: staff.id, tool: TOOL });
  if (!state || state.patientId !== args.patientId || state.procedureCode !== args.procedureCode) {
    return { isError: true, content: [{ type: 'text', text: 'This booking session is invalid or has expired. Start again.' }] };
  }
  if (state.step !== 'choose-slot') {
    return { isError: true, content: [{ type: 'text', text: 'Unknown booking step.' }] };
  }
  const choice = accepted(responses, 'slot');
  if (!choice) return { content: [{ type: 'text', text: 'Booking cancelled.' }] };
  if (!choice.consentOnFile) {
    return { isError: true, content: [{ type: 'text', text: 'Cannot book without signed owner consent.' }] };
  }

  const procedure = await db.procedureByCode(state.procedureCode);
  const appointmentId = await db.bookSlot({
    slotId: Number(choice.slotId),
    patientId: state.patientId,
    procedureCode: state.procedureCode,
    bookedBy: staff.id,
  });
  if (!procedure.needs_anesthesia) {
    return { content: [{ type: 'text', text: `Booked appointment #${appointmentId}.` }] };
  }
  return needInput(
    {
      bloodwork: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Appointment #${appointmentId} booked. Order a pre-anaesthetic blood panel from the reference lab?`,
          requestedSchema: {
            type: 'object',
            properties: {
              panel: { type: 'string', enum: ['PREOP-BASIC', 'PREOP-SENIOR', 'none'] },
            },
            required: ['panel'],
          },
        },
      },
    },
    seal({ step: 'booked', patientId: state.patientId, appointmentId }, { staffId: staff.id, tool: TOOL }),
    `Appointment #${appointmentId} booked.`,
  );
}

async function complete(progress, responses, staff) {
  const pick = accepted(responses, 'bloodwork');
  if (!pick || pick.panel === 'none') {
    return { content: [{ type: 'text', text: `Appointment #${progress.appointmentId} booked; no bloodwork ordered.` }] };
  }
  const patient = await db.patientById(progress.patientId);
  const order = await lab.orderPanel({ patient, panel: pick.panel, appointmentId: progress.appointmentId, orderedBy: staff.id });
  await db.recordLabOrder({
    appointmentId: progress.appointmentId,
    patientId: progress.patientId,
    panel: pick.panel,
    externalId: order.externalId,
    orderedBy: staff.id,
  });
  return {
    content: [{ type: 'text', text: `Ordered ${pick.panel} (lab ref ${order.externalId}); results by ${order.eta}.` }],
  };
}

module.exports = { definition, start, resume, complete };
