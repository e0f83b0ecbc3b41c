// request_payout: moves available royalties to the rights holder's bank or PayPal via the distributor.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ledger } from '../ledger.js';
import { userOf } from '../identity.js';
import { sealState, openState } from '../stateSeal.js';
import { exchangeForDistributorToken, createPayout } from '../distributor.js';
import { roundOf, elicitForm, inputRequired, digestArgs, text, failure } from '../roundTrip.js';

const TOOL = 'request_payout';

export function registerPayoutTool(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Request a payout',
      description: 'Pay out part of your available royalty balance. Payouts cannot be recalled once sent.',
      inputSchema: {
        amountCents: z.number().int().min(1000),
        currency: z.enum(['USD', 'EUR', 'GBP']),
        destination: z.enum(['bank', 'paypal']),
      },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const userId = userOf(extra);
      const round = roundOf(extra);
      const argsDigest = digestArgs(args);

      if (!round.requestState) {
        const available = ledger.availableBalance(userId, args.currency);
        if (available < args.amountCents) {
          return failure(`Only ${(available / 100).toFixed(2)} ${args.currency} is available.`);
        }
        const distributorToken = await exchangeForDistributorToken(extra.authInfo.token);
        const requestState = sealState(
          {
            argsDigest,
            idempotencyKey: randomUUID(),
            distributorToken, // expect: no-secrets-in-state
          },
          { userId, tool: TOOL },
        );
        return inputRequired(
          {
            confirm: elicitForm(
              `Send ${(args.amountCents / 100).toFixed(2)} ${args.currency} to your ${args.destination}? This cannot be undone.`,
              { confirm: { type: 'boolean', title: 'Send payout' } },
            ),
          },
          requestState,
        );
      }

      const state = openState(round.requestState, { userId, tool: TOOL });
      if (!state || state.argsDigest !== argsDigest) {
        return failure('This confirmation has expired or does not match the payout; please request it again.');
      }
      const answer = round.inputResponses.confirm;
      if (!answer || answer.action !== 'accept' || answer.content?.confirm !== true) return text('No payout was sent.');

      const payout = await createPayout(state.distributorToken, {
        amountCents: args.amountCents,
        currency: args.currency,
        destination: args.destination,
        idempotencyKey: state.idempotencyKey,
      });
      ledger.recordPayout({
        holder: userId,
        amountCents: args.amountCents,
        currency: args.currency,
        destination: args.destination,
        ref: payout.ref,
      });
      return text(`Payout ${payout.ref} is ${payout.status}.`);
    },
  );
}
