// cancel_booking: cancels a booked pickup with the carrier after the user confirms and gives a reason.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { cancelPickup } from '../carriers.js';
import { findBooking, markBookingCancelled } from '../db.js';
import { principalOf, requireScope } from '../auth.js';
import { BookingRefSchema, CancelConfirmSchema } from '../state/schemas.js';
import { sealedState } from '../state/codec.js';

const cancelState = sealedState(CancelConfirmSchema);

export const cancelInput = z.object({ bookingRef: BookingRefSchema });

const ReasonSchema = z.object({
  confirm: z.boolean(),
  reason: z.enum(['shipment_not_ready', 'rebooked_elsewhere', 'customer_cancelled', 'other']),
});

const failure = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerCancelTool(server) {
  server.registerTool(
    'cancel_booking',
    {
      description: 'Cancel a booked pickup. Carrier cancellation fees may apply.',
      inputSchema: cancelInput,
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async (args, ctx) => {
      const who = principalOf(ctx);
      requireScope(who, 'freight:book');

      const booking = await findBooking(who.orgId, args.bookingRef);
      if (!booking) return failure(`Booking ${args.bookingRef} was not found in your organisation.`);
      if (booking.status !== 'booked') return failure(`Booking ${args.bookingRef} is already ${booking.status}.`);

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'cancel_reason');
      if (!answer) {
        return inputRequired({
          inputRequests: {
            cancel_reason: inputRequired.elicit({
              message: `Cancel ${booking.carrier_code} pickup ${booking.carrier_confirmation} on ${booking.pickup_date}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  confirm: { type: 'boolean', title: 'Cancel this pickup' },
                  reason: {
                    type: 'string',
                    enum: ['shipment_not_ready', 'rebooked_elsewhere', 'customer_cancelled', 'other'],
                  },
                },
                required: ['confirm', 'reason'],
              },
            }),
          },
          requestState: await cancelState.mint({ tool: 'cancel_booking', bookingRef: args.bookingRef }, ctx),
        });
      }

      const state = await cancelState.open(ctx);
      if (state.bookingRef !== args.bookingRef) {
        return failure('The confirmation was given for a different booking; start again.');
      }
      const { confirm, reason } = ReasonSchema.parse(answer);
      if (!confirm) return { content: [{ type: 'text', text: `Booking ${args.bookingRef} was left in place.` }] };

      await cancelPickup(booking.carrier_code, booking.carrier_confirmation, reason);
      await markBookingCancelled(who.orgId, args.bookingRef, who.userId, reason);
      return { content: [{ type: 'text', text: `Cancelled ${args.bookingRef} (${reason}).` }] };
    },
  );
}
