// cancel_booking: cancels a member's booking and refunds according to the marina's notice policy.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { getBooking, cancelBooking } from '../db.js';
import { codecFor, resume } from '../state.js';
import { requireUser } from '../auth.js';
import { refund } from '../services/billing.js';

const TOOL = 'cancel_booking';
const FULL_REFUND_NOTICE_MS = 7 * 86_400_000;

function refundFor(booking, now = Date.now()) {
  if (!booking.paid_cents) return 0;
  const notice = new Date(booking.arrives).getTime() - now;
  return notice >= FULL_REFUND_NOTICE_MS ? booking.paid_cents : Math.floor(booking.paid_cents / 2);
}

export function registerCancelTools(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Cancel a booking',
      description: 'Cancels a held or confirmed booking. Refunds in full with 7 days notice, half otherwise.',
      inputSchema: z.object({ bookingId: z.string().uuid(), reason: z.string().max(200).optional() }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const userId = requireUser(ctx);
      const pending = await resume(TOOL, ctx);

      if (!pending) {
        const booking = await getBooking(args.bookingId);
        if (!booking || booking.member_id !== userId) {
          return { content: [{ type: 'text', text: 'No such booking.' }], isError: true };
        }
        if (!['held', 'confirmed'].includes(booking.status)) {
          return { content: [{ type: 'text', text: `Booking is already ${booking.status}.` }], isError: true };
        }
        const refundCents = refundFor(booking);
        const requestState = await codecFor(TOOL).mint({ step: 'confirm', refundCents, paymentRef: booking.payment_ref }, ctx); // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel booking on berth ${booking.berth_id}? Refund: ${(refundCents / 100).toFixed(2)}.`,
              requestedSchema: {
                type: 'object',
                properties: { confirmed: { type: 'boolean', title: 'Yes, cancel it' } },
                required: ['confirmed'],
              },
            }),
          },
          requestState,
        });
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (pending.step !== 'confirm' || !answer?.confirmed) {
        return { content: [{ type: 'text', text: 'Booking kept.' }] };
      }

      const cancelled = await cancelBooking(args.bookingId, args.reason ?? 'member request');
      if (!cancelled) return { content: [{ type: 'text', text: 'Booking could not be cancelled.' }], isError: true };

      let refundNote = 'No refund due.';
      if (pending.refundCents > 0 && pending.paymentRef) {
        const r = await refund({ paymentRef: pending.paymentRef, amountCents: pending.refundCents });
        refundNote = `Refund ${r.id} of ${(pending.refundCents / 100).toFixed(2)} is on its way.`;
      }
      return { content: [{ type: 'text', text: `Booking ${args.bookingId} cancelled. ${refundNote}` }] };
    },
  );
}
