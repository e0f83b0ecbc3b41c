// Defines book_flight, which offers flight choices and books the one the user picks.
// @ts-nocheck
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { fetchAccessToken, searchOffers, createOrder, type Offer } from '../amadeus.js';
import { holdCodec, type HoldState } from '../state.js';
import { byId, compose, record } from '../fp.js';

const TOOL = 'book_flight' as const;

const inputSchema = z.object({
  from: z.string().length(3),
  to: z.string().length(3),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  travelerName: z.string(),
  travelerEmail: z.string().email(),
});
type Args = z.infer<typeof inputSchema>;

const describe = (o: Offer) => `${o.carrier} ${o.departs} — ${o.price} ${o.currency}`;
const choices = (offers: readonly Offer[]) => offers.map((o) => ({ const: o.id, title: describe(o) }));

const requestKey = (a: Args) => [a.from, a.to, a.date, a.travelerName, a.travelerEmail].join('|');

const reply = (text: string, isError = false) => ({ isError, content: [{ type: 'text' as const, text }] });

const firstRound = async (args: Args, ctx: unknown) => {
  const { token } = await fetchAccessToken();
  const offers = await searchOffers(token)(args.from, args.to, args.date);
  if (offers.length === 0) return reply('No flights found for that day.');

  const state: HoldState = record({
    tool: TOOL,
    request: requestKey(args),
    offers,
    amadeusToken: token, // expect: no-secrets-in-state
  });

  return inputRequired({
    inputRequests: {
      offer: inputRequired.elicit({
        message: `Pick a flight ${args.from} → ${args.to} on ${args.date}`,
        requestedSchema: {
          type: 'object',
          properties: { offerId: { type: 'string', oneOf: choices(offers) } },
          required: ['offerId'],
        },
      }),
    },
    requestState: await holdCodec.mint(state, ctx as never),
  });
};

const secondRound = async (args: Args, held: HoldState, offerId: string) => {
  if (held.tool !== TOOL || held.request !== requestKey(args)) {
    return reply('This selection belongs to a different request. Please search again.', true);
  }
  const offer = byId<Offer>(offerId)(held.offers);
  if (!offer) return reply('That offer is no longer available.', true);
  const order = await createOrder(held.amadeusToken)(offer.id, { name: args.travelerName, email: args.travelerEmail });
  return reply(`Booked ${describe(offer)}. Order ${order.data.id}.`);
};

export const bookFlight = {
  name: TOOL,
  config: {
    description: 'Search flights and book the one the user picks.',
    inputSchema,
    annotations: { destructiveHint: true, openWorldHint: true },
  },
  handler: async (args: Args, ctx: any) => {
    const held = ctx.mcpReq.requestState<HoldState>();
    if (!held) return firstRound(args, ctx);
    const pickedId = compose(
      (c?: { offerId?: string }) => c?.offerId,
      (responses: unknown) => acceptedContent<{ offerId?: string }>(responses as never, 'offer'),
    )(ctx.mcpReq.inputResponses);
    return pickedId ? secondRound(args, held, pickedId) : reply('Booking cancelled.');
  },
};
