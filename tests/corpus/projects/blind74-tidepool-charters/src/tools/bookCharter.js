// book_charter: quotes a trip, then collects the party, add-ons and a final confirmation before booking.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { findTrip, findOperator, addonList, addonPriceMap, insertBooking } from '../db.js';
import { quoteTrip, createBooking } from '../operators.js';
import { mintFor, openFor, userOf, StateRefused } from '../stateCodec.js';
import { applyRound, totalCents } from '../journey.js';
import { config } from '../config.js';

const TOOL = 'book_charter';

const failure = (text) => ({ content: [{ type: 'text', text }], isError: true });
const euros = (cents, currency) => `${(cents / 100).toFixed(2)} ${currency}`;

export function registerBookCharter(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Book a skippered charter trip for a group on a given date.',
      inputSchema: { tripId: z.string(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) },
    },
    async ({ tripId, date }, ctx) => {
      const userId = userOf(ctx);
      let state;
      try {
        state = await openFor(TOOL, ctx);
      } catch (err) {
        if (err instanceof StateRefused) return failure('This booking session expired. Please start again.');
        throw err;
      }

      if (!state) {
        const trip = findTrip(tripId);
        if (!trip) return failure('Unknown trip.');
        const operator = findOperator(trip.operator_id);
        if (!operator) return failure('This operator is not taking bookings.');
        const quote = await quoteTrip(operator.api_key, tripId, date);
        if (!quote.available) return failure(`${trip.name} is not available on ${date}.`);
        const first = applyRound(undefined, {
          type: 'trip',
          trip: { id: trip.id, date, operatorId: trip.operator_id, capacity: trip.capacity },
        });
        const sealed = await mintFor(TOOL, first, ctx);
        const quoteHint = { perHeadCents: quote.perHeadCents, currency: quote.currency ?? config.currency, quoteId: quote.id };
        return inputRequired({
          inputRequests: {
            party: inputRequired.elicit({
              message: `${trip.name} on ${date}: ${euros(quote.perHeadCents, quoteHint.currency)} per person. Who is coming?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  size: { type: 'integer', minimum: 1, maximum: Math.min(trip.capacity, config.maxPartySize) },
                  leadName: { type: 'string', minLength: 2 },
                },
                required: ['size', 'leadName'],
              },
            }),
          },
          requestState: `${sealed}~${Buffer.from(JSON.stringify(quoteHint)).toString('base64url')}`, // expect: require-sealed-state
        });
      }

      if (state.trip.id !== tripId || state.trip.date !== date) return failure('Trip or date changed; start again.');

      if (state.stage === 'party') {
        const quoteHint = JSON.parse(Buffer.from(ctx.mcpReq.requestState().split('~')[1] ?? '', 'base64url').toString('utf8')); // expect-todo: require-sealed-state
        const party = acceptedContent(ctx.mcpReq.inputResponses, 'party');
        if (!party) return { content: [{ type: 'text', text: 'Booking cancelled.' }] };
        if (party.size > state.trip.capacity) return failure('The boat is too small for that party.');
        const next = applyRound(state, {
          type: 'party',
          party: { size: party.size, leadName: party.leadName },
          pricing: { perHeadCents: quoteHint.perHeadCents, currency: quoteHint.currency, quoteId: quoteHint.quoteId },
        });
        const addons = addonList(tripId);
        return inputRequired({
          inputRequests: {
            addons: inputRequired.elicit({
              message: 'Any extras?',
              requestedSchema: {
                type: 'object',
                properties: {
                  codes: {
                    type: 'array',
                    items: { type: 'string', enum: addons.map((a) => a.code) },
                    description: addons.map((a) => `${a.code}: ${a.label} (${euros(a.price_cents, next.pricing.currency)})`).join('; '),
                  },
                },
              },
            }),
          },
          requestState: await mintFor(TOOL, next, ctx),
        });
      }

      if (state.stage === 'addons') {
        const picked = acceptedContent(ctx.mcpReq.inputResponses, 'addons') ?? { codes: [] };
        const prices = addonPriceMap(tripId);
        const codes = (picked.codes ?? []).filter((c) => c in prices);
        const next = applyRound(state, { type: 'addons', addons: codes });
        const total = totalCents(next, prices);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Book ${next.party.size} people with ${codes.length} extras for ${euros(total, next.pricing.currency)}?`,
              requestedSchema: { type: 'object', properties: { book: { type: 'boolean' } }, required: ['book'] },
            }),
          },
          requestState: await mintFor(TOOL, next, ctx),
        });
      }

      if (state.stage === 'confirm') {
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
        if (!answer?.book) return { content: [{ type: 'text', text: 'Nothing booked.' }] };
        const operator = findOperator(state.trip.operatorId);
        const total = totalCents(state, addonPriceMap(tripId));
        const placed = await createBooking(operator.api_key, {
          quoteId: state.pricing.quoteId,
          date,
          partySize: state.party.size,
          leadName: state.party.leadName,
          addons: state.addons,
          totalCents: total,
        });
        const bookingId = insertBooking({
          userId,
          tripId,
          tripDate: date,
          partySize: state.party.size,
          leadName: state.party.leadName,
          addonsJson: JSON.stringify(state.addons),
          totalCents: total,
          currency: state.pricing.currency,
          operatorRef: placed.reference,
        });
        const finished = applyRound(state, { type: 'confirmed' });
        return {
          content: [{ type: 'text', text: `Booked! Reference ${placed.reference} (booking ${bookingId}); steps ${finished.done.join(' → ')}.` }],
        };
      }

      return failure('Unknown booking stage.');
    },
  );
}
