// book_charter tool: holds seats, collects the lead guest's details, then captures payment.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { stateCodec, resumeState } from '../state.js';
import { findSlot, holdSlot, confirmBooking } from '../services/fleetDb.js';
import { createIntent, captureIntent } from '../services/payments.js';
import { centsToText } from '../lib/http.js';

const TOOL = 'book_charter';

const leadGuestSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Lead guest full name', minLength: 2 },
    phone: { type: 'string', title: 'Mobile number for the skipper' },
    acceptWaiver: { type: 'boolean', title: 'I accept the Tidewater safety waiver' },
  },
  required: ['name', 'phone', 'acceptWaiver'],
};

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerBookCharter(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Book seats on a charter departure. Asks for the lead guest details before charging.',
      inputSchema: {
        slotId: z.string().min(1),
        passengers: z.number().int().min(1).max(12),
      },
    },
    async ({ slotId, passengers }, ctx) => {
      const memberId = ctx.http?.authInfo?.extra?.userId;
      if (!memberId) return fail('Sign in to book a charter.');

      const state = await resumeState(ctx, TOOL);
      if (!state) {
        const slot = await findSlot(slotId);
        if (!slot) return fail(`Unknown departure ${slotId}.`);
        if (Number(slot.seats_left) < passengers) return fail(`Only ${slot.seats_left} seats left on ${slotId}.`);

        const hold = await holdSlot(slotId, memberId, passengers);
        const intent = await createIntent(memberId, hold.quoteCents, hold.id);
        const requestState = await stateCodec.mint({ tool: TOOL, step: 'details', holdId: hold.id, quoteCents: hold.quoteCents, intentId: intent.id, intentToken: intent.confirmToken }, ctx); // expect: no-secrets-in-state

        return inputRequired({
          inputRequests: {
            lead_guest: inputRequired.elicit({
              message: `Seats held for ${passengers} (${centsToText(hold.quoteCents)}). Who is the lead guest?`,
              requestedSchema: leadGuestSchema,
            }),
          },
          requestState,
        });
      }

      const guest = acceptedContent(ctx.mcpReq.inputResponses, 'lead_guest');
      if (!guest) return { content: [{ type: 'text', text: 'Booking abandoned; the hold will lapse in 20 minutes.' }] };
      if (!guest.acceptWaiver) return fail('The safety waiver must be accepted before boarding.');

      const payment = await captureIntent(state.intentId as string, state.intentToken as string);
      if (payment.status !== 'succeeded') return fail(`Payment ${payment.status}; your seats are still held.`);

      const booking = await confirmBooking(state.holdId as string, guest, payment.paymentId);
      if (!booking) return fail('The hold expired before payment completed. Please search again.');
      return {
        content: [{ type: 'text', text: `Booked! Reference ${booking.id}. ${guest.name} will get an SMS from the skipper.` }],
        structuredContent: { bookingId: booking.id, slotId: booking.slot_id },
      };
    },
  );
}
