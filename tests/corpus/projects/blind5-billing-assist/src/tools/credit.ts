import type Stripe from 'stripe';
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { decodeCreditState, encodeCreditState, formatMoney, type CreditState } from '../state.js';

const MAX_CREDIT_CENTS = 5_000;

const reasonForm = (state: CreditState) =>
  inputRequired.elicit({
    message: `Why should ${state.customerId} get ${formatMoney(state.amountCents, state.currency)} credit?`,
    requestedSchema: {
      type: 'object',
      properties: {
        reason: { type: 'string', enum: ['outage', 'billing-error', 'goodwill', 'other'] },
        note: { type: 'string', maxLength: 200 },
      },
      required: ['reason'],
    },
  });

const confirmForm = (state: CreditState) =>
  inputRequired.elicit({
    message: `Apply ${formatMoney(state.amountCents, state.currency)} credit to ${state.customerId} (${state.reason})?`,
    requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
  });

function ask(state: CreditState) {
  const request = state.step === 'reason' ? reasonForm(state) : confirmForm(state);
  return inputRequired({
    inputRequests: { [state.step]: request },
    requestState: encodeCreditState(state), // expect: require-sealed-state
  });
}

export function registerCreditTool(server: McpServer, stripe: Stripe): void {
  server.registerTool(
    'apply_credit',
    {
      description: 'Add a goodwill credit to a customer balance (max $50)',
      inputSchema: z.object({
        customerId: z.string().startsWith('cus_'),
        amountCents: z.number().int().positive().max(MAX_CREDIT_CENTS),
        currency: z.string().length(3).default('usd'),
      }),
    },
    async ({ customerId, amountCents, currency }, ctx) => {
      const prior = decodeCreditState(ctx.mcpReq.requestState<string>()); // expect: require-sealed-state

      if (!prior) {
        return ask({ customerId, amountCents, currency, step: 'reason' });
      }

      if (prior.step === 'reason') {
        const answer = acceptedContent<{ reason: string; note?: string }>(ctx.mcpReq.inputResponses, 'reason');
        if (!answer) return { content: [{ type: 'text', text: 'No credit applied.' }] };
        return ask({ ...prior, step: 'confirm', reason: answer.note ? `${answer.reason}: ${answer.note}` : answer.reason });
      }

      const confirmed = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (confirmed?.confirm !== true) return { content: [{ type: 'text', text: 'No credit applied.' }] };

      const txn = await stripe.customers.createBalanceTransaction(prior.customerId, {
        amount: -prior.amountCents,
        currency: prior.currency,
        description: `MCP credit: ${prior.reason}`,
        metadata: { agent: ctx.http?.authInfo?.clientId ?? 'unknown' },
      });
      return {
        content: [{ type: 'text', text: `Credit ${txn.id} applied: ${formatMoney(prior.amountCents, prior.currency)}.` }],
      };
    },
  );
}
