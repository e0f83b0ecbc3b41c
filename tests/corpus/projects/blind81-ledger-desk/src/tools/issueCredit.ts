// issue_credit: grants a customer an account credit through the billing processor after confirmation.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { canManageAccount, customerById, recordCredit } from '../db.js';
import { creditUpstream, exchangeForBilling } from '../billingApi.js';
import { tokenOf } from '../auth.js';
import { config } from '../config.js';
import { mintFor, openFor } from '../state.js';
import { cents, text, toolError } from '../fp.js';

const TOOL = 'issue_credit';
const mint = mintFor(TOOL);
const open = openFor(TOOL);

const confirmPrompt = (customer, { amountCents, memo }) =>
  inputRequired.elicit({
    message: `Credit ${customer.name} with ${cents(amountCents)}? Memo: ${memo}`,
    requestedSchema: {
      type: 'object',
      properties: { confirm: { type: 'boolean', title: 'Issue this credit' } },
      required: ['confirm'],
    },
  });

const ask = ({ args, ctx }, customer) =>
  mint({ customerId: customer.id, memo: args.memo }, ctx) // expect-todo: require-state-binding
    .then((requestState) => inputRequired({ inputRequests: { confirm: confirmPrompt(customer, args) }, requestState }));

const finish = async ({ args, ctx, userId }, customer) => {
  const state = await open(ctx);
  if (state.customerId !== customer.id) return toolError('This confirmation was given for another customer.');
  if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) return text('No credit issued.');
  const billingToken = await exchangeForBilling(tokenOf(ctx));
  await creditUpstream(billingToken)(customer.billing_ref, args.amountCents, args.memo);
  const credit = await recordCredit({ customerId: customer.id, amountCents: args.amountCents, memo: args.memo, createdBy: userId });
  return text(`Credit ${credit.id} of ${cents(credit.amount_cents)} issued to ${customer.name}.`);
};

export const issueCredit = {
  name: TOOL,
  config: {
    description: 'Issue an account credit to a customer. Asks for confirmation first.',
    inputSchema: {
      customerId: z.string().uuid(),
      amountCents: z.number().int().positive(),
      memo: z.string().min(3).max(140),
    },
    annotations: { destructiveHint: true },
  },
  run: async (call) => {
    if (call.args.amountCents > config.maxCreditCents) return toolError(`Credits above ${cents(config.maxCreditCents)} need a manager.`);
    const customer = await customerById(call.args.customerId);
    if (!customer || !(await canManageAccount(call.userId, customer.account_id))) return toolError('Customer not found.');
    return call.ctx.mcpReq.requestState() ? finish(call, customer) : ask(call, customer);
  },
};
