// book_shipment: turns a saved quote into a carrier pickup once the user confirms.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { createPickup } from '../carriers.js';
import { findQuote, insertBooking } from '../db.js';
import { principalOf, requireScope } from '../auth.js';
import { BookingConfirmSchema } from '../state/schemas.js';
import { sealedState } from '../state/codec.js';

const bookingState = sealedState(BookingConfirmSchema);

export const bookInput = z.object({
  quoteId: z.string().uuid(),
  pickupDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  dockContact: z.string().min(3).max(80),
  dockPhone: z.string().regex(/^\+?[0-9 ()-]{7,20}$/),
});

const ConfirmSchema = z.object({ confirm: z.boolean() });

const failure = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerBookTool(server) {
  server.registerTool(
    'book_shipment',
    {
      description: 'Book a carrier pickup for a saved quote. Charges the organisation account.',
      inputSchema: bookInput,
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async (args, ctx) => {
      const who = principalOf(ctx);
      requireScope(who, 'freight:book');

      const quote = await findQuote(who.orgId, args.quoteId);
      if (!quote) return failure(`Quote ${args.quoteId} was not found in your organisation.`);
      if (quote.valid_until.getTime() < Date.now()) return failure(`Quote ${args.quoteId} has expired; request a new one.`);

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm_booking');
      if (!answer) {
        const price = `${(quote.price_cents / 100).toFixed(2)} ${quote.currency}`;
        return inputRequired({
          inputRequests: {
            confirm_booking: inputRequired.elicit({
              message: `Book ${quote.carrier_code} ${quote.service_level} from ${quote.origin_zip} to ${quote.dest_zip} for ${price}, pickup on ${args.pickupDate} (contact ${args.dockContact}, ${args.dockPhone})?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Book this pickup' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await bookingState.mint({ tool: 'book_shipment', step: 'confirm' }, ctx), // expect: require-state-binding
        });
      }

      await bookingState.open(ctx);
      if (!ConfirmSchema.parse(answer).confirm) {
        return { content: [{ type: 'text', text: 'Booking declined; nothing was sent to the carrier.' }] };
      }

      const pickup = await createPickup({
        carrier: quote.carrier_code,
        service: quote.service_level,
        origin: quote.origin_zip,
        destination: quote.dest_zip,
        weightKg: quote.weight_kg,
        pallets: quote.pallets,
        pickupDate: args.pickupDate,
        contact: { name: args.dockContact, phone: args.dockPhone },
      });
      const booking = await insertBooking({
        orgId: who.orgId,
        userId: who.userId,
        quoteId: quote.id,
        carrierCode: quote.carrier_code,
        confirmation: pickup.confirmation,
        pickupDate: args.pickupDate,
      });

      return {
        content: [
          {
            type: 'text',
            text: `Booked ${booking.booking_ref} with ${quote.carrier_code} (confirmation ${pickup.confirmation}); pickup window ${pickup.window.from}–${pickup.window.to}.`,
          },
        ],
        structuredContent: { bookingRef: booking.booking_ref, confirmation: pickup.confirmation },
      };
    },
  );
}
