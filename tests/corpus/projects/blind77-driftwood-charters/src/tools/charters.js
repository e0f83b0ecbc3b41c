// find_charters and book_charter: priced availability from the worker pool, then a card hold confirmed by the customer.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { boatsAt, boatById, slotFree, customerFor, putHold, claimHold, insertBooking } from '../store.js';
import { priceBoats } from '../pricing/pool.js';
import { authorize, capture, voidAuthorization } from '../payments.js';
import { mintFor, stateFor, userIdOf, StaleConfirmationError } from '../state.js';

const euros = (cents) => `€${(cents / 100).toFixed(2)}`;
const reply = (text, structuredContent) => ({ content: [{ type: 'text', text }], ...(structuredContent ? { structuredContent } : {}) });
const refuse = (text) => ({ isError: true, content: [{ type: 'text', text }] });

const Slot = {
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  startHour: z.number().int().min(6).max(18),
  hours: z.number().int().min(2).max(10),
  partySize: z.number().int().min(1).max(40),
};

export function registerCharterTools(server) {
  server.registerTool(
    'find_charters',
    {
      description: 'List boats free at a harbour for a date and time slot, with prices and weather advisories.',
      inputSchema: z.object({ harbour: z.string().min(2), ...Slot }),
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ harbour, date, startHour, hours, partySize }) => {
      const boats = await boatsAt(harbour, date, partySize, hours);
      if (boats.length === 0) return reply(`No boats for ${partySize} at ${harbour} on ${date}.`);
      const quotes = await priceBoats({ boats, harbour, date, startHour, hours, partySize });
      const lines = quotes.map((q) => `• ${q.name} (#${q.boatId}) ${euros(q.priceCents)}${q.advisory ? ` ⚠ ${q.advisory}` : ''}`);
      return reply(lines.join('\n') || 'Every boat is weather-restricted that day.', { quotes });
    },
  );

  const BOOK = 'book_charter';
  server.registerTool(
    BOOK,
    {
      description: 'Book a boat: places a hold on your card for the quoted price and captures it once you confirm.',
      inputSchema: z.object({ boatId: z.number().int().positive(), ...Slot }),
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      const { boatId, date, startHour, hours, partySize } = args;

      let pending;
      try {
        pending = stateFor(BOOK, args, ctx);
      } catch (err) {
        if (err instanceof StaleConfirmationError) return refuse('That confirmation was for a different booking. Please start again.');
        throw err;
      }

      if (!pending) {
        const boat = await boatById(boatId);
        if (!boat || boat.capacity < partySize) return refuse('That boat cannot take your party.');
        if (!(await slotFree(boatId, date, startHour, hours))) return refuse('That slot was just taken.');
        const customer = await customerFor(userId);
        if (!customer?.payment_customer_ref) return refuse('Add a payment card in your Driftwood account first.');
        const [quote] = await priceBoats({ boats: [boat], harbour: boat.harbour, date, startHour, hours, partySize });
        if (!quote) return refuse('The forecast rules this boat out for that day.');

        const auth = await authorize({
          customerRef: customer.payment_customer_ref,
          amountCents: quote.priceCents,
          description: `${boat.name} ${date} ${startHour}:00 for ${hours}h`,
          idempotencyKey: `${userId}:${boatId}:${date}:${startHour}`,
        });
        const holdId = await putHold({
          ownerId: userId,
          boatId,
          priceCents: quote.priceCents,
          authorizationId: auth.id,
          captureToken: auth.capture_token,
        });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Book ${boat.name} on ${date} from ${startHour}:00 for ${hours} hours (${partySize} people) for ${euros(quote.priceCents)}?${quote.advisory ? ` Note: ${quote.advisory}.` : ''}`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Book it' } }, required: ['confirm'] },
            }),
          },
          requestState: await mintFor(BOOK, args, { holdId, priceCents: quote.priceCents }, ctx),
        });
      }

      const hold = await claimHold(pending.holdId, userId);
      if (!hold || hold.boatId !== boatId) return refuse('The hold on your card has lapsed. Please book again.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        await voidAuthorization(hold.authorizationId);
        return reply('Booking dropped and the hold on your card released.');
      }
      if (!(await slotFree(boatId, date, startHour, hours))) {
        await voidAuthorization(hold.authorizationId);
        return refuse('Someone booked that slot a moment ago; your card was not charged.');
      }
      const payment = await capture(hold.authorizationId, hold.captureToken);
      const bookingId = await insertBooking({ userId, boatId, date, startHour, hours, partySize, priceCents: hold.priceCents, paymentRef: payment.id });
      return reply(`Booked! Reference DW-${bookingId}. ${euros(hold.priceCents)} charged.`, { bookingId });
    },
  );
}
