import { fsm } from '../fsm.js';
import { readVisitState, signVisitState } from '../visitToken.js';
import { accepted, callerOf, form, needInput, text, toolError } from '../wire.js';

export const SCHEDULE_VISIT = 'schedule_visit';

export const scheduleVisitTool = {
  name: SCHEDULE_VISIT,
  title: 'Book a customer visit',
  description: 'Finds a slot for a work order, holds it, confirms contact details with the customer and books the visit.',
  inputSchema: {
    type: 'object',
    properties: { workOrderId: { type: 'string' } },
    required: ['workOrderId'],
  },
};

function slotForm(slots) {
  return form('Pick a visit slot', {
    slotId: {
      type: 'string',
      title: 'Slot',
      enum: slots.map((s) => s.id),
      enumNames: slots.map((s) => `${s.start} – ${s.technician_name}`),
    },
  });
}

function contactForm(customer) {
  return form(`Confirm how ${customer.name} can be reached on the day`, {
    phone: { type: 'string', title: 'Phone on the day', default: customer.phone ?? '' },
    accessNotes: { type: 'string', title: 'Gate code / access notes' },
    book: { type: 'boolean', title: 'Book the visit' },
  }, ['phone', 'book']);
}

export async function scheduleVisit(params, extra) {
  const userId = callerOf(extra);
  const { workOrderId } = params.arguments ?? {};
  if (!workOrderId) return toolError('workOrderId is required.');
  const responses = params.inputResponses ?? {};

  // Round 1: offer slots.
  if (!params.requestState) {
    const [order, regions] = await Promise.all([fsm.workOrder(workOrderId), fsm.regionsManagedBy(userId)]);
    if (!order || !regions.includes(order.region)) return toolError(`Work order ${workOrderId} is not in one of your regions.`);
    const slots = await fsm.availableSlots(workOrderId, { days: 5 });
    if (slots.length === 0) return toolError('No technician has a free slot in the next five days.');
    return needInput(
      { slot: slotForm(slots) },
      signVisitState({ sub: userId, tool: SCHEDULE_VISIT, wo: workOrderId, step: 'slot' }),
    );
  }

  let state;
  try {
    state = readVisitState(params.requestState, { userId, tool: SCHEDULE_VISIT });
  } catch {
    return toolError('This booking session has expired. Please start again.');
  }
  if (state.wo !== workOrderId) return toolError('This booking session belongs to another work order.');

  // Round 2: hold the chosen slot, then ask for contact details.
  if (state.step === 'slot') {
    const picked = accepted(responses.slot);
    if (!picked?.slotId) return text('No slot chosen; nothing booked.');
    const hold = await fsm.holdSlot(workOrderId, picked.slotId);
    const order = await fsm.workOrder(workOrderId);
    return needInput(
      { contact: contactForm(order.customer) },
      signVisitState({
        sub: userId,
        tool: SCHEDULE_VISIT,
        wo: workOrderId,
        step: 'contact',
        slotId: picked.slotId,
        holdId: hold.hold_id,
        holdSession: hold.session_token, // expect: no-secrets-in-state
      }),
    );
  }

  // Round 3: commit (or release) the hold.
  if (state.step === 'contact') {
    const contact = accepted(responses.contact);
    if (!contact?.book) {
      await fsm.releaseHold(state.holdId, state.holdSession);
      return text('Visit not booked; the slot was released.');
    }
    const visit = await fsm.commitHold(state.holdId, state.holdSession, {
      phone: contact.phone,
      access_notes: contact.accessNotes ?? '',
      booked_by: userId,
    });
    return text(`Visit ${visit.id} booked for ${visit.start} with ${visit.technician_name}.`);
  }

  return toolError('Unknown booking step.');
}
