// pay_for_hold: charges a card on file for a held booking after the member picks the card.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { getBooking, markPaid } from '../db.js';
import { codecFor, resume } from '../state.js';
import { requireUser } from '../auth.js';
import { exchangeForBillingToken, listCards, charge } from '../services/billing.js';
import { config } from '../config.js';

const TOOL = 'pay_for_hold';
const DAY_MS = 86_400_000;

function nightsBetween(arrives, departs) {
  return Math.max(1, Math.round((new Date(departs).getTime() - new Date(arrives).getTime()) / DAY_MS));
}

function text(t) {
  return { content: [{ type: 'text', text: t }] };
}

export function registerPaymentTools(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Pay for a held berth',
      description: 'Charges the stay for a held booking to one of the member’s saved cards.',
      inputSchema: z.object({ bookingId: z.string().uuid() }),
    },
    async ({ bookingId }, ctx) => {
      const userId = requireUser(ctx);
      const pending = await resume(TOOL, ctx);

      if (!pending) {
        const booking = await getBooking(bookingId);
        if (!booking || booking.member_id !== userId) return { ...text('No such booking.'), isError: true };
        if (booking.status !== 'held') return { ...text(`Booking is ${booking.status}, nothing to pay.`), isError: true };

        const amountCents = nightsBetween(booking.arrives, booking.departs) * booking.nightly_rate_cents;
        const billingToken = await exchangeForBillingToken(ctx.http.authInfo.token);
        const cards = await listCards(billingToken);
        if (cards.length === 0) return { ...text('Add a card in the member portal first.'), isError: true };

        return inputRequired({
          inputRequests: {
            payment: inputRequired.elicit({
              message: `Pay ${(amountCents / 100).toFixed(2)} ${config.currency} for berth ${booking.berth_id}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  cardId: { type: 'string', title: 'Card', oneOf: cards.map(c => ({ const: c.id, title: c.label })) },
                  confirm: { type: 'boolean', title: 'Charge this card now' },
                },
                required: ['cardId', 'confirm'],
              },
            }),
          },
          requestState: await codecFor(TOOL).mint(
            {
              bookingId,
              amountCents,
              billingToken, // expect: no-secrets-in-state
            },
            ctx,
          ),
        });
      }

      if (pending.bookingId !== bookingId) return { ...text('This confirmation belongs to another booking.'), isError: true };
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'payment');
      if (!answer?.confirm) return text('Payment cancelled; the hold stays until it expires.');

      const receipt = await charge({
        billingToken: pending.billingToken,
        cardId: answer.cardId,
        amountCents: pending.amountCents,
        bookingId,
      });
      await markPaid(bookingId, pending.amountCents, receipt.payment_ref);
      return {
        ...text(`Paid. Booking ${bookingId} is confirmed (receipt ${receipt.payment_ref}).`),
        structuredContent: { bookingId, paymentRef: receipt.payment_ref },
      };
    },
  );
}
