import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
import { supplier } from '../services/supplier';
import { digestArgs, type StateKeyring, type StatePayload } from '../state/sealed-state';
import { confirmSchema, done, mcpRuntime, money, refuse, toolOutput, type ToolOutput } from './types';

const BOOKING_REF = /^[A-Z0-9]{6}$/;

interface PendingCancellation {
  bookingRef: string;
  refundableCents: number;
  currency: string;
}

export const makeCancelBooking = (ring: StateKeyring) =>
  createTool({
    id: 'cancel_booking',
    description: 'Cancel a booking. Shows the refund and asks before cancelling.',
    inputSchema: z.object({ bookingRef: z.string().toUpperCase() }),
    outputSchema: toolOutput,
    execute: async ({ context, runtimeContext }): Promise<ToolOutput> => {
      const mcp = mcpRuntime(runtimeContext);
      if (!BOOKING_REF.test(context.bookingRef)) return refuse('A booking reference has six letters or digits.');

      const booking = await supplier.getBooking(context.bookingRef);
      const mayCancel = booking && (booking.travellerId === mcp.userId || mcp.roles.includes('travel-admin'));
      if (!booking || !mayCancel) return refuse(`No booking ${context.bookingRef} that you can cancel.`);

      if (!mcp.state) {
        const requestState = ring
          .builder()
          .forSubject(mcp.userId)
          .forTool('cancel_booking')
          .withArgs(context)
          .carrying<PendingCancellation>({
            bookingRef: booking.bookingRef,
            refundableCents: booking.refundableCents,
            currency: booking.currency,
          })
          .seal();
        return {
          status: 'needs_input',
          key: 'confirm',
          message: `Cancel ${booking.flightNumber} on ${booking.departure} (${booking.bookingRef})? Refund: ${money(booking.refundableCents, booking.currency)}.`,
          schema: confirmSchema,
          requestState,
        };
      }

      const state = mcp.state as StatePayload<PendingCancellation>;
      if (state.tool !== 'cancel_booking' || state.args !== digestArgs(context)) {
        return refuse('This confirmation does not match the cancellation. Please start again.');
      }
      if (state.data.refundableCents !== booking.refundableCents) {
        return refuse('The refund amount changed since you confirmed. Please confirm again.');
      }
      const answer = mcp.inputResponses.confirm;
      if (answer?.action !== 'accept' || answer.content?.confirm !== true) return done('Booking kept.');

      const { refundedCents } = await supplier.cancel(booking.bookingRef);
      return done(`Cancelled ${booking.bookingRef}; ${money(refundedCents, booking.currency)} will be refunded.`);
    },
  });
