// reserve_berth: quotes a berth, opens a card payment and asks the skipper to confirm before booking.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { stateCodec } from '../requestState.js';
import { berthIfFree, insertBooking } from '../db.js';
import { createIntent, confirmIntent } from '../payments.js';
import { config } from '../config.js';
import { confirmSchema, memberOf, money, refuse, text } from './shared.js';

const TOOL = 'reserve_berth';

export function registerReserveBerth(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Reserve a visitor berth and pay for it with the card on file. Asks for confirmation first.',
      inputSchema: z.object({
        berthId: z.string().uuid(),
        arrival: z.string().date(),
        nights: z.number().int().min(1).max(config.maxStayNights),
      }),
    },
    async (args, ctx) => {
      const memberId = memberOf(ctx);
      const state = await ctx.mcpReq.requestState();

      if (!state) {
        const berth = await berthIfFree(args.berthId, args.arrival, args.nights);
        if (!berth) {
          return refuse(`Berth ${args.berthId} is not free for those dates.`);
        }
        const amountCents = berth.nightly_rate_cents * args.nights;
        const intent = await createIntent(amountCents, config.currency, `Berth ${berth.label} from ${args.arrival}`);
        const requestState = await stateCodec.mint(
          {
            tool: TOOL,
            berthId: berth.id,
            arrival: args.arrival,
            nights: args.nights,
            amountCents,
            intentId: intent.id,
            intentSecret: intent.client_secret, // expect: no-secrets-in-state
          },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message:
                `Berth ${berth.label} on pontoon ${berth.pontoon}, ${args.nights} night(s) from ${args.arrival}: ` +
                `${money(amountCents, config.currency)} charged to your card on file. Book it?`,
              requestedSchema: confirmSchema({ vesselName: { type: 'string', title: 'Vessel name', maxLength: 60 } }),
            }),
          },
          requestState,
        });
      }

      if (
        state.tool !== TOOL ||
        state.berthId !== args.berthId ||
        state.arrival !== args.arrival ||
        state.nights !== args.nights
      ) {
        return refuse('That confirmation was issued for a different reservation.');
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        return text('Reservation not made; nothing was charged.');
      }

      const payment = await confirmIntent(state.intentId, state.intentSecret);
      if (payment.status !== 'succeeded') {
        return refuse(`The card payment did not go through (status ${payment.status}).`);
      }
      const booking = await insertBooking({
        berthId: state.berthId,
        memberId,
        arrival: state.arrival,
        nights: state.nights,
        vesselName: answer.vesselName,
        amountCents: state.amountCents,
        paymentRef: state.intentId,
      });
      return text(`Booked: reference ${booking.reference} for ${answer.vesselName}.`);
    },
  );
}
