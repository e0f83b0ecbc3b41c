// cancel_booking: cancels a confirmed charter and refunds according to the notice period, after the customer confirms.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { bookingOwnedBy, markCancelled } from '../store.js';
import { refund } from '../payments.js';
import { mintFor, stateFor, userIdOf, StaleConfirmationError } from '../state.js';

const TOOL = 'cancel_booking';
const HOUR_MS = 3_600_000;

function refundFor(booking, now = Date.now()) {
  const start = new Date(`${booking.day}T${String(booking.start_hour).padStart(2, '0')}:00:00`).getTime();
  const noticeHours = (start - now) / HOUR_MS;
  if (noticeHours >= 7 * 24) return booking.price_cents;
  if (noticeHours >= 48) return Math.floor(booking.price_cents / 2);
  return 0;
}

export function registerCancelBooking(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel one of your charter bookings. Full refund 7+ days ahead, half from 48 hours, none after.',
      inputSchema: z.object({
        bookingId: z.number().int().positive(),
        reason: z.enum(['weather', 'illness', 'plans_changed', 'other']),
      }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      const { bookingId, reason } = args;
      const booking = await bookingOwnedBy(bookingId, userId);
      if (!booking || booking.status !== 'confirmed') {
        return { isError: true, content: [{ type: 'text', text: 'No confirmed booking with that reference.' }] };
      }

      let pending;
      try {
        pending = stateFor(TOOL, args, ctx);
      } catch (err) {
        if (err instanceof StaleConfirmationError) {
          return { isError: true, content: [{ type: 'text', text: 'That confirmation was for another cancellation.' }] };
        }
        throw err;
      }

      if (!pending) {
        const refundCents = refundFor(booking);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel ${booking.boat_name} on ${booking.day}? You will be refunded €${(refundCents / 100).toFixed(2)} of €${(booking.price_cents / 100).toFixed(2)}.`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Cancel booking' } }, required: ['confirm'] },
            }),
          },
          requestState: await mintFor(TOOL, args, { bookingId, refundCents }, ctx),
        });
      }

      if (pending.bookingId !== bookingId) {
        return { isError: true, content: [{ type: 'text', text: 'That confirmation was for another booking.' }] };
      }
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.confirm) {
        return { content: [{ type: 'text', text: 'Your booking is unchanged.' }] };
      }
      const refundCents = Math.min(pending.refundCents, refundFor(booking));
      if (!(await markCancelled(bookingId, refundCents, reason))) {
        return { isError: true, content: [{ type: 'text', text: 'The booking changed in the meantime; nothing was cancelled.' }] };
      }
      if (refundCents > 0) await refund(booking.payment_ref, refundCents, `cancel:${bookingId}`);
      return { content: [{ type: 'text', text: `Cancelled. €${(refundCents / 100).toFixed(2)} is on its way back to your card.` }] };
    },
  );
}
