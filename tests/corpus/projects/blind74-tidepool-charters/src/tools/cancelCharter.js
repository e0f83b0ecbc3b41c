// cancel_charter: cancels one of the caller's bookings and refunds according to the cancellation policy.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { bookingForUser, cancelBooking, findOperator } from '../db.js';
import { cancelBooking as cancelAtOperator } from '../operators.js';
import { mintFor, openFor, userOf, StateRefused } from '../stateCodec.js';

const TOOL = 'cancel_charter';
const DAY_MS = 86_400_000;

function refundFor(booking, now = Date.now()) {
  const daysOut = Math.floor((Date.parse(booking.trip_date) - now) / DAY_MS);
  if (daysOut >= 14) return booking.total_cents;
  if (daysOut >= 3) return Math.round(booking.total_cents * 0.5);
  return 0;
}

const failure = (text) => ({ content: [{ type: 'text', text }], isError: true });

export function registerCancelCharter(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel one of your charter bookings. The refund depends on how far away the trip is.',
      inputSchema: { bookingId: z.number().int().positive(), reason: z.string().max(300).optional() },
      annotations: { destructiveHint: true },
    },
    async ({ bookingId, reason }, ctx) => {
      const userId = userOf(ctx);
      let state;
      try {
        state = await openFor(TOOL, ctx);
      } catch (err) {
        if (err instanceof StateRefused) return failure('The cancellation expired; ask again.');
        throw err;
      }

      const booking = bookingForUser(bookingId, userId);
      if (!booking || booking.status !== 'confirmed') return failure('No active booking with that id.');

      if (!state) {
        const refundCents = refundFor(booking);
        const pending = { stage: 'confirm', done: ['policy'], refundCents, currency: booking.currency }; // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel ${booking.trip_name} on ${booking.trip_date}? Refund: ${(refundCents / 100).toFixed(2)} ${booking.currency}.`,
              requestedSchema: { type: 'object', properties: { cancel: { type: 'boolean' } }, required: ['cancel'] },
            }),
          },
          requestState: await mintFor(TOOL, pending, ctx),
        });
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (state.stage !== 'confirm' || !answer?.cancel) return { content: [{ type: 'text', text: 'Booking kept.' }] };
      const operator = findOperator(booking.operator_id);
      await cancelAtOperator(operator.api_key, booking.operator_ref, state.refundCents);
      const changed = cancelBooking({ id: bookingId, userId, refundCents: state.refundCents, reason: reason ?? null });
      if (changed !== 1) return failure('The booking changed while cancelling.');
      return {
        content: [{ type: 'text', text: `Cancelled. ${(state.refundCents / 100).toFixed(2)} ${state.currency} will be refunded.` }],
      };
    },
  );
}
