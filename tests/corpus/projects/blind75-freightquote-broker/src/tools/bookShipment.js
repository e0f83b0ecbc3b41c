// book_shipment tool: turns a held quote into a carrier booking after the dispatcher confirms.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { readQuoteState } from '../state/read.js';

const TOOL = 'book_shipment';

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const fail = (t) => ({ ...text(t), isError: true });

function digestArgs({ quoteId, reference = null, pickupWindow }) {
  return createHash('sha256').update(JSON.stringify([quoteId, reference, pickupWindow.from, pickupWindow.to])).digest('hex');
}

export function registerBookShipment(server, { db, carriers, codec }) {
  server.registerTool(
    TOOL,
    {
      description: 'Book a held quote with the carrier. Creates a real pickup order.',
      inputSchema: {
        quoteId: z.string().uuid(),
        reference: z.string().max(40).optional(),
        pickupWindow: z.object({ from: z.string().time(), to: z.string().time() }),
      },
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async (args, ctx) => {
      const { userId, customerId } = ctx.http?.authInfo?.extra ?? {};
      if (!customerId) return fail('This token is not linked to a customer.');

      const quote = await db.quote(customerId, args.quoteId);
      if (!quote) return fail('Quote not found.');
      if (quote.status !== 'held') return fail(`Quote is ${quote.status}; only held quotes can be booked.`);

      const state = await readQuoteState(ctx);
      if (!state) {
        const requestState = await codec.mint({ tool: TOOL, quoteId: quote.id, argsDigest: digestArgs(args) }, ctx);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Book ${quote.pallets} pallets ${quote.origin} → ${quote.destination} with ${quote.carrier_id} for pickup ${quote.pickup_date} ${args.pickupWindow.from}–${args.pickupWindow.to}?`,
              requestedSchema: {
                type: 'object',
                properties: { book: { type: 'boolean', title: 'Book it' } },
                required: ['book'],
              },
            }),
          },
          requestState,
        });
      }

      if (state.tool !== TOOL || state.quoteId !== quote.id || state.argsDigest !== digestArgs(args)) {
        return fail('The booking details changed after confirmation. Start again.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.book !== true) return text('Booking cancelled; the quote is still held.');

      const booking = await carriers.book(
        quote.carrier_id,
        quote.hold_id,
        { pickupDate: quote.pickup_date, pickupWindow: args.pickupWindow, reference: args.reference },
        { accountKey: quote.account_key },
      );
      const row = await db.recordBooking({
        quoteId: quote.id,
        proNumber: booking.pro_number,
        bookedBy: userId,
        reference: args.reference,
      });
      return {
        ...text(`Booked. PRO number ${row.pro_number}.`),
        structuredContent: { quoteId: row.id, proNumber: row.pro_number },
      };
    },
  );
}
