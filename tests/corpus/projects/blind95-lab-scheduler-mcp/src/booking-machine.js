// Booking workflow as a reducer: a draft moves from slot choice through the training check to confirmation.
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';

export const PHASES = Object.freeze({
  CHOOSE_SLOT: 'choose_slot',
  TRAINING: 'training',
  CONFIRM: 'confirm',
  BOOKED: 'booked',
  ABANDONED: 'abandoned',
});

export function bookingReducer(draft, action) {
  switch (draft.phase) {
    case PHASES.CHOOSE_SLOT:
      if (action.type !== 'slot_chosen') return draft;
      return { ...draft, slotId: action.slotId, phase: draft.needsTraining ? PHASES.TRAINING : PHASES.CONFIRM };
    case PHASES.TRAINING:
      if (action.type !== 'training_given') return draft;
      return action.certificateId
        ? { ...draft, certificateId: action.certificateId, phase: PHASES.CONFIRM }
        : { ...draft, phase: PHASES.ABANDONED, reason: 'no training certificate was given' };
    case PHASES.CONFIRM:
      if (action.type !== 'confirmed') return draft;
      return { ...draft, phase: action.ok ? PHASES.BOOKED : PHASES.ABANDONED, reason: action.ok ? undefined : 'declined' };
    default:
      return draft;
  }
}

export function actionFrom(draft, inputResponses, { slots }) {
  switch (draft.phase) {
    case PHASES.CHOOSE_SLOT: {
      const content = acceptedContent(inputResponses, 'slot');
      if (!content) return null;
      return slots.some((s) => s.id === content.slotId) ? { type: 'slot_chosen', slotId: content.slotId } : null;
    }
    case PHASES.TRAINING: {
      const content = acceptedContent(inputResponses, 'training');
      return content ? { type: 'training_given', certificateId: String(content.certificateId ?? '').trim() } : null;
    }
    case PHASES.CONFIRM: {
      const content = acceptedContent(inputResponses, 'confirm');
      return content ? { type: 'confirmed', ok: content.ok === true } : null;
    }
    default:
      return null;
  }
}

export function questionFor(draft, { instrument, slots }) {
  switch (draft.phase) {
    case PHASES.CHOOSE_SLOT:
      return {
        key: 'slot',
        request: inputRequired.elicit({
          message: `Free slots on ${instrument.name} (${instrument.room}) on ${draft.date}`,
          requestedSchema: {
            type: 'object',
            properties: {
              slotId: {
                type: 'string',
                oneOf: slots.map((s) => ({ const: s.id, title: `${s.startsAt}–${s.endsAt}` })),
              },
            },
            required: ['slotId'],
          },
        }),
      };
    case PHASES.TRAINING:
      return {
        key: 'training',
        request: inputRequired.elicit({
          message: `${instrument.name} needs a current safety training. Enter your training certificate number.`,
          requestedSchema: {
            type: 'object',
            properties: { certificateId: { type: 'string', pattern: '^TR-[0-9]{6}$' } },
            required: ['certificateId'],
          },
        }),
      };
    case PHASES.CONFIRM:
      return {
        key: 'confirm',
        request: inputRequired.elicit({
          message: `Book ${instrument.name} on ${draft.date}?`,
          requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
        }),
      };
    default:
      return null;
  }
}
