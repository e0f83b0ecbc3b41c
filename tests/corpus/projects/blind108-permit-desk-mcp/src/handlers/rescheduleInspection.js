// reschedule_inspection: offers open inspector slots and books the one the applicant picks.
'use strict';
const { permits } = require('../db');
const { inspections } = require('../cityApis');
const { encodeDraft, decodeDraft } = require('../lib/draft');
const { text, toolError, elicit, inputRequired } = require('../lib/results');

const definition = {
  name: 'reschedule_inspection',
  description: 'Move an upcoming site inspection to another open slot.',
  inputSchema: {
    type: 'object',
    properties: {
      permitId: { type: 'string' },
      inspectionType: { type: 'string', enum: ['footing', 'framing', 'electrical', 'plumbing', 'final'] },
    },
    required: ['permitId', 'inspectionType'],
  },
};

async function handle(args, { user, round }) {
  const permit = await permits.findForApplicant(args.permitId, user.id);
  if (!permit) return toolError(`No permit ${args.permitId} on your account.`);

  if (!round.requestState) {
    const slots = await inspections.openSlots(permit.district, args.inspectionType);
    if (slots.length === 0) return text('No inspector slots are open in the next three weeks.');
    const requestState = encodeDraft({
      permitId: permit.id,
      userId: user.id,
      inspectionType: args.inspectionType,
      slotIds: slots.map((s) => s.id),
    });
    const slotRequest = elicit(
      `Pick a new ${args.inspectionType} inspection slot for ${permit.address}.`,
      { slotId: { type: 'string', enum: slots.map((s) => s.id), enumNames: slots.map((s) => s.label) } },
      ['slotId'],
    );
    return inputRequired({ slot: slotRequest }, requestState); // expect: require-sealed-state
  }

  const draft = decodeDraft(round.requestState); // expect: require-sealed-state
  if (draft.userId !== user.id) return toolError('This reschedule belongs to a different applicant.');
  const answer = round.inputResponses.slot;
  if (!answer || answer.action !== 'accept') return text('Reschedule cancelled; your current slot is kept.');
  const slotId = answer.content && answer.content.slotId;
  if (!draft.slotIds.includes(slotId)) return toolError('That slot was not one of the offered slots.');

  const booking = await inspections.book({
    permitId: draft.permitId,
    inspectionType: draft.inspectionType,
    slotId,
    requestedBy: user.id,
  });
  await permits.logEvent(draft.permitId, user.id, 'inspection_rescheduled', { slotId, bookingId: booking.id });
  return text(`Booked the ${draft.inspectionType} inspection; confirmation ${booking.id}.`);
}

module.exports = { definition, handle };
