import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { register } from '../registry.js';
import { ledgerClient } from '../ledger-client.js';
import { decodeProgress, encodeProgress, type ReconcileProgress } from '../state/progress.js';

const TOOL = 'reconcile_account';

const input = z.object({ account: z.string().regex(/^[0-9]{4,8}$/) });
type ReconcileArgs = z.infer<typeof input>;

const categoryAnswer = z.object({ category: z.string().min(1) });

register<ReconcileArgs>(TOOL, {
  config: {
    title: 'Reconcile account',
    description: 'Walk through unmatched bank entries of a GL account one by one and categorize them.',
    inputSchema: input,
  },

  async run({ args, ctx, caller }) {
    const raw = ctx.mcpReq.requestState<string>();
    const progress: ReconcileProgress = raw
      ? decodeProgress(raw) // expect: require-sealed-state
      : { account: args.account, offset: 0, posted: [] };

    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'categorize', categoryAnswer);
    if (answer && progress.pending) {
      await ledgerClient.categorize(progress.account, progress.pending, answer.category, caller);
      progress.posted.push(progress.pending);
    }

    const next = await ledgerClient.nextUnmatched(progress.account, progress.offset);
    if (!next) {
      return {
        content: [
          { type: 'text', text: `Account ${progress.account} reconciled; ${progress.posted.length} entries categorized.` },
        ],
      };
    }

    return inputRequired({
      inputRequests: {
        categorize: inputRequired.elicit({
          message: `${next.date}  ${next.amount}  "${next.memo}" — which category?`,
          requestedSchema: z.object({ category: z.enum(next.suggestions as [string, ...string[]]) }),
        }),
      },
      requestState: encodeProgress({ ...progress, offset: next.offset + 1, pending: next.id }), // expect: require-sealed-state
    });
  },
});
