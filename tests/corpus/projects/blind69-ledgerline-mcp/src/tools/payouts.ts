// create_payout: moves available balance from one of the merchant's connected accounts to its bank.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { billing } from '../billingApi.js';
import { findMerchantForUser, getConnectedAccount, listConnectedAccounts, recordAudit } from '../db.js';
import { confirmSchema, formatMoney, toolError, toolText } from '../format.js';
import { principalOf, readState, stateCodecFor } from '../state.js';

const TOOL = 'create_payout';

function sameRequest(state, args) {
  return state.amountCents === args.amountCents && state.currency === args.currency;
}

export function registerPayoutTools(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Pay out part of a connected account balance to its bank account. Asks which account, then confirms.',
      inputSchema: {
        amountCents: z.number().int().positive(),
        currency: z.string().length(3).toLowerCase(),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = principalOf(ctx);
      const merchant = await findMerchantForUser(userId);
      if (!merchant) return toolError('No merchant account is linked to your login.');
      if (!merchant.can_payout) return toolError('Only merchant owners can create payouts.');

      let state;
      try {
        state = await readState(TOOL, ctx);
      } catch {
        return toolError('This payout request expired or was altered. Start again.');
      }

      if (!state) {
        const accounts = (await listConnectedAccounts(merchant.id)).filter((a) => a.currency === args.currency);
        if (accounts.length === 0) return toolError(`No connected account holds ${args.currency.toUpperCase()}.`);
        const requestState = await stateCodecFor(TOOL).mint(
          { step: 'pick-account', amountCents: args.amountCents, currency: args.currency },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            account: inputRequired.elicit({
              message: `Pay out ${formatMoney(args.amountCents, args.currency)} from which account?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  accountId: {
                    type: 'string',
                    title: 'Account',
                    oneOf: accounts.map((a) => ({ const: a.id, title: `${a.label} (bank …${a.last4})` })),
                  },
                },
                required: ['accountId'],
              },
            }),
          },
          requestState,
        });
      }

      if (!sameRequest(state, args)) return toolError('The payout details changed between steps; start again.');

      if (state.step === 'pick-account') {
        const choice = acceptedContent(ctx.mcpReq.inputResponses, 'account');
        if (!choice?.accountId) return toolText('Payout cancelled.');
        const account = await getConnectedAccount(merchant.id, choice.accountId);
        if (!account) return toolError('That account is not available.');

        const balance = await billing.balance(account.restricted_key);
        const available = balance.available?.find((b) => b.currency === state.currency)?.amount ?? 0;
        if (available < state.amountCents) {
          return toolError(`${account.label} only has ${formatMoney(available, state.currency)} available.`);
        }
        const destination = balance.default_payout_destination;
        const requestState = await stateCodecFor(TOOL).mint(
          {
            step: 'confirm',
            amountCents: state.amountCents,
            currency: state.currency,
            accountId: account.id,
            accountLabel: account.label,
            accountKey: account.restricted_key, // expect-todo: no-secrets-in-state
            destination,
          },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Send ${formatMoney(state.amountCents, state.currency)} from ${account.label} to bank …${account.last4}?`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState,
        });
      }

      if (state.step !== 'confirm') return toolError('Unknown payout step; start again.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return toolText('Payout cancelled; nothing was sent.');

      const payout = await billing.createPayout(
        state.accountKey,
        { amount: state.amountCents, currency: state.currency, destination: state.destination },
        `mcp-payout:${state.accountId}:${state.amountCents}:${Math.floor(Date.now() / 60_000)}`,
      );
      await recordAudit({
        userId,
        action: 'payout.create',
        target: state.accountId,
        detail: { payoutId: payout.id, amount: payout.amount, currency: payout.currency },
      });
      return toolText(
        `Payout ${payout.id} of ${formatMoney(payout.amount, payout.currency)} from ${state.accountLabel} is ${payout.status}; arrival ${payout.arrival_date ? new Date(payout.arrival_date * 1000).toDateString() : 'pending'}.`,
      );
    },
  );
}
