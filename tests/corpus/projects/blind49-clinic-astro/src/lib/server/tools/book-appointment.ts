import type { CallParams, ClinicTool } from '../mcp';
import { claimHold, placeHold } from '../holds';
import { book, listSlots, type Slot } from '../scheduling';
import { openBox, sealBox } from '../state-box';

const TOOL = 'book_appointment';
const MORE = 'later';

type BookingRound =
  | { step: 'pick'; offered: string[]; nextPageToken: string | null }
  | { step: 'confirm'; holdId: string };

const say = (text: string, isError = false) => ({ isError, content: [{ type: 'text', text }] });

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(new Date(iso));

function offerSlots(slots: Slot[], nextPageToken: string | null) {
  const choices = slots.map((slot) => ({ const: slot.id, title: `${when(slot.startsAt)} with ${slot.practitioner}` }));
  if (nextPageToken) choices.push({ const: MORE, title: 'Show later times' });
  return {
    slot: {
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message: 'Which time suits you?',
        requestedSchema: { type: 'object', properties: { slotId: { type: 'string', oneOf: choices } }, required: ['slotId'] },
      },
    },
  };
}

export const bookAppointment: ClinicTool = {
  definition: {
    name: TOOL,
    title: 'Book an appointment',
    description: 'Finds free appointment times at a Harbourview clinic and books the one the patient picks.',
    inputSchema: {
      type: 'object',
      properties: {
        clinicId: { type: 'string', description: 'e.g. "leith" or "morningside"' },
        date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      },
      required: ['clinicId', 'date'],
    },
  },

  async run(params: CallParams, userId: string) {
    const { clinicId, date } = params.arguments as { clinicId: string; date: string };
    const binding = { userId, tool: TOOL, args: { clinicId, date } };

    if (!params.requestState) {
      const page = await listSlots(clinicId, date);
      if (page.slots.length === 0) return say(`No free times at ${clinicId} on ${date}.`);
      const round: BookingRound = { step: 'pick', offered: page.slots.map((s) => s.id), nextPageToken: page.nextPageToken };
      return { resultType: 'input_required', inputRequests: offerSlots(page.slots, page.nextPageToken), requestState: await sealBox(round, binding) };
    }

    const round = await openBox<BookingRound>(params.requestState, binding);
    if (!round) return say('That booking session ran out. Please start again.', true);

    if (round.step === 'pick') {
      const answer = params.inputResponses?.slot;
      if (answer?.action !== 'accept') return say('No appointment booked.');
      const slotId = String(answer.content?.slotId ?? '');

      if (slotId === MORE && round.nextPageToken) {
        const page = await listSlots(clinicId, date, round.nextPageToken);
        const next: BookingRound = { step: 'pick', offered: page.slots.map((s) => s.id), nextPageToken: page.nextPageToken };
        return { resultType: 'input_required', inputRequests: offerSlots(page.slots, page.nextPageToken), requestState: await sealBox(next, binding) };
      }
      if (!round.offered.includes(slotId)) return say('Please pick one of the times offered.', true);

      const holdId = await placeHold({ userId, tool: TOOL, clinicId, slotId, date });
      const confirm: BookingRound = { step: 'confirm', holdId };
      return {
        resultType: 'input_required',
        inputRequests: {
          details: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'We are holding this time for five minutes. What is the appointment for?',
              requestedSchema: {
                type: 'object',
                properties: { reason: { type: 'string', maxLength: 300 }, confirm: { type: 'boolean', title: 'Book it' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: await sealBox(confirm, binding),
      };
    }

    const hold = await claimHold(round.holdId, userId, TOOL);
    if (!hold) return say('The held time was released. Please start again.', true);
    const answer = params.inputResponses?.details;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) return say('No appointment booked.');

    const appointment = await book(userId, hold.slotId, String(answer.content?.reason ?? ''));
    return say(`Booked: ${when(appointment.startsAt)} with ${appointment.practitioner} at ${appointment.clinicName}.`);
  },
};
