// Defines transfer_funds, which asks for confirmation before moving money between accounts.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { cents, ledger } from '../ledger.js';
import { text, type ToolDef } from './types.js';

const schema = z.object({
  fromAccount: z.string().min(1),
  toAccount: z.string().min(1),
  amountCents: z.number().int().positive(),
  memo: z.string().max(140).optional(),
});

export const transferFunds: ToolDef<z.infer<typeof schema>> = {
  name: 'transfer_funds',
  config: {
    title: 'Transfer funds',
    description: 'Move money between two of your accounts. Asks you to confirm first.',
    inputSchema: schema,
    annotations: { destructiveHint: true },
  },
  async run(args, ctx, round) {
    if (!round.state) {
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Transfer ${cents(args.amountCents)} from ${args.fromAccount} to ${args.toAccount}?`,
            requestedSchema: {
              type: 'object',
              properties: { approve: { type: 'boolean', title: 'Yes, make this transfer' } },
              required: ['approve'],
            },
          }),
        },
        requestState: await round.seal('confirm'),
      });
    }
    if (round.state.step !== 'confirm') {
      return { isError: true, content: [{ type: 'text', text: 'Unexpected step; start over.' }] };
    }
    const answer = acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.approve) return text('Transfer cancelled.');
    const receipt = await ledger.transfer(args, round.userId);
    return text(`Transfer ${receipt.id} posted: ${cents(args.amountCents)} to ${args.toAccount}.`);
  },
};
