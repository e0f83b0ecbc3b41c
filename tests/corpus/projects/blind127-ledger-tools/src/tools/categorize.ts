// Defines categorize_transaction, asking for a category or split when suggestions are ambiguous.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { ledger } from '../ledger.js';
import { text, type ToolDef } from './types.js';

const schema = z.object({ transactionId: z.string().min(1) });

export const categorizeTransaction: ToolDef<z.infer<typeof schema>> = {
  name: 'categorize_transaction',
  config: {
    description: 'Assign a budget category to a transaction, asking when the choice is ambiguous.',
    inputSchema: schema,
  },
  async run({ transactionId }, ctx, round) {
    const responses = ctx.mcpReq.inputResponses;

    if (!round.state) {
      const options = await ledger.suggestCategories(transactionId, round.userId);
      if (options.length === 1) {
        await ledger.categorize(transactionId, options[0], undefined, round.userId);
        return text(`Filed under ${options[0]}.`);
      }
      return inputRequired({
        inputRequests: {
          category: inputRequired.elicit({
            message: 'Which category fits this transaction?',
            requestedSchema: {
              type: 'object',
              properties: { category: { type: 'string', enum: [...options, 'split'] } },
              required: ['category'],
            },
          }),
        },
        requestState: await round.seal('pick', { options }),
      });
    }

    if (round.state.step === 'pick') {
      const picked = acceptedContent<{ category: string }>(responses, 'category');
      const options = (round.state.data?.options as string[]) ?? [];
      if (!picked || !options.concat('split').includes(picked.category)) return text('Nothing changed.');
      if (picked.category !== 'split') {
        await ledger.categorize(transactionId, picked.category, undefined, round.userId);
        return text(`Filed under ${picked.category}.`);
      }
      return inputRequired({
        inputRequests: {
          split: inputRequired.elicit({
            message: 'Split between which two categories, and what share goes to the first?',
            requestedSchema: {
              type: 'object',
              properties: {
                first: { type: 'string', enum: options },
                share: { type: 'number', minimum: 1, maximum: 99 },
              },
              required: ['first', 'share'],
            },
          }),
        },
        requestState: await round.seal('split', { options }),
      });
    }

    const split = acceptedContent<{ first: string; share: number }>(responses, 'split');
    if (!split) return text('Nothing changed.');
    await ledger.categorize(transactionId, split.first, split.share, round.userId);
    return text(`Split ${split.share}% to ${split.first}.`);
  },
};
