// cancel_booking: cancels one of the member's bookings and refunds it after the member confirms.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { stateCodec } from '../requestState.js';
import { bookingOfMember, markCancelled } from '../db.js';
import { refund } from '../payments.js';
import { config } from '../config.js';
import { confirmSchema, memberOf, money, refuse, text } from './shared.js';

const TOOL = 'cancel_booking';

export function registerCancelBooking(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel one of your berth bookings. The fee is refunded to the original card.',
      inputSchema: z.object({ bookingId: z.string().uuid() }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const memberId = memberOf(ctx);
      const booking = await bookingOfMember(args.bookingId, memberId);
      if (!booking || booking.status === 'cancelled') {
        return refuse('There is no active booking with that id on your account.');
      }

      const state = await ctx.mcpReq.requestState();
      if (!state) {
        const requestState = await stateCodec.mint({ tool: TOOL, step: 'confirm-cancel' }, ctx); // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message:
                `Cancel booking ${booking.reference} (${booking.berth_label}, ${booking.nights} night(s) from ` +
                `${booking.arrival})? ${money(booking.amount_cents, config.currency)} will be refunded.`,
              requestedSchema: confirmSchema(),
            }),
          },
          requestState,
        });
      }

      if (state.tool !== TOOL || state.step !== 'confirm-cancel') {
        return refuse('That confirmation does not belong to a cancellation.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        return text(`Booking ${booking.reference} kept.`);
      }

      await markCancelled(booking.id);
      if (booking.payment_ref) {
        await refund(booking.payment_ref, 'requested_by_customer');
      }
      return text(`Booking ${booking.reference} cancelled and refunded.`);
    },
  );
}
