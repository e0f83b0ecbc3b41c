'use strict';

const calendar = require('../lib/calendar');
const { openRoundState, sealRoundState } = require('../lib/state');

const CANCEL_BOOKING = {
  name: 'cancel_booking',
  description: 'Cancel one of your room bookings',
  inputSchema: {
    type: 'object',
    properties: {
      bookingId: { type: 'string' },
      notifyAttendees: { type: 'boolean', default: true },
    },
    required: ['bookingId'],
  },
  annotations: { destructiveHint: true },
};

const text = (value) => ({ content: [{ type: 'text', text: value }] });
const refusal = (reason) => ({
  isError: true,
  content: [{ type: 'text', text: `Cancellation refused (${reason}). Please start again.` }],
});

async function cancelBooking(params, userId) {
  const raw = params.arguments || {};
  const args = { bookingId: String(raw.bookingId), notifyAttendees: raw.notifyAttendees !== false };
  const binding = { userId, tool: CANCEL_BOOKING.name, args };

  if (!params.requestState) {
    const booking = await calendar.booking(args.bookingId);
    if (!booking || booking.organizer !== userId) return refusal('not your booking');
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Cancel ${booking.roomName} on ${booking.date} at ${booking.start}?${
              args.notifyAttendees ? ` ${booking.attendees.length} attendees will be told.` : ''
            }`,
            requestedSchema: { type: 'object', properties: { cancel: { type: 'boolean' } }, required: ['cancel'] },
          },
        },
      },
      requestState: sealRoundState({ step: 'confirm' }, binding),
    };
  }

  // refused unless it was sealed for this user, this tool and exactly these arguments
  const opened = openRoundState(params.requestState, binding);
  if (!opened.ok) return refusal(opened.reason);

  const confirm = params.inputResponses && params.inputResponses.confirm;
  if (!confirm || confirm.action !== 'accept' || !(confirm.content && confirm.content.cancel)) {
    return text('Booking kept.');
  }
  await calendar.cancel(args.bookingId, args.notifyAttendees, userId);
  return text(`Booking ${args.bookingId} cancelled.`);
}

module.exports = { CANCEL_BOOKING, cancelBooking };
