// Defines the ledger_transfer tool, which asks the user to confirm before moving money between accounts.
// @ts-nocheck
import { z } from 'zod';
import { roundTrip, textResult, TOOLS, CONFIRM_KEY } from '../packages/core/index.js';
import BankClient from '../packages/bank-client/index.js';

export const transferInput = z.object({
  fromAccount: z.string().min(6),
  toAccount: z.string().min(6),
  amountCents: z.number().int().positive(),
  currency: z.string().length(3).default('EUR'),
});
export type TransferArgs = z.infer<typeof transferInput>;

interface TransferState {
  currency: string;
  askedAt: number;
}

const bank = new BankClient();

const formatAmount = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);

export const transferHandler = roundTrip<TransferArgs, TransferState>({
  tool: TOOLS.transfer,
  key: CONFIRM_KEY,
  ask: (args) => ({
    message: `Send ${formatAmount(args.amountCents, args.currency)} from ${args.fromAccount} to ${args.toAccount}?`,
    requestedSchema: {
      type: 'object',
      properties: { confirm: { type: 'boolean', title: 'Yes, send it' } },
      required: ['confirm'],
    },
  }),
  remember: (args) => ({ currency: args.currency, askedAt: Date.now() }), // expect-todo: require-state-binding
  finish: async (args, state, answer, userId) => {
    if (answer.confirm !== true) return textResult('Transfer not sent.');
    if (state.currency !== args.currency) return textResult('Currency changed since confirmation.', true);
    const { transferId } = await bank.transfer(
      userId,
      args.fromAccount,
      args.toAccount,
      args.amountCents,
      args.currency,
    );
    return textResult(`Transfer ${transferId} submitted.`);
  },
});

export const transferTool = {
  name: TOOLS.transfer,
  config: {
    description: 'Move money between two ledger accounts. Asks the user to confirm first.',
    inputSchema: transferInput,
    annotations: { destructiveHint: true, idempotentHint: false },
  },
  handler: transferHandler,
};
