// revise_budget: replaces the budget lines of a draft application after the applicant confirms the new totals.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { applicationFor, budgetLines, replaceBudget } from '../../db.ts';
import { mintFor, stateFor, fingerprint, principalOf } from '../../stateCodec.ts';

const TOOL = 'revise_budget';
const euros = (cents: number) => `€${(cents / 100).toLocaleString('en-IE', { minimumFractionDigits: 2 })}`;

const Line = z.object({
  category: z.enum(['personnel', 'equipment', 'travel', 'subcontracting', 'other']),
  description: z.string().min(3).max(200),
  amountCents: z.number().int().positive(),
});

export function registerReviseBudget(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Replace the budget of one of your draft applications with new lines.',
      inputSchema: z.object({ applicationId: z.string().uuid(), lines: z.array(Line).min(1).max(40) }),
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async ({ applicationId, lines }, ctx) => {
      const userId = principalOf(ctx);
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };
      const application = await applicationFor(applicationId, userId);
      if (!application || application.status !== 'draft') {
        return { isError: true, content: [{ type: 'text', text: 'Only your draft applications can be revised.' }] };
      }
      const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
      if (total > application.max_award_cents) {
        return { isError: true, content: [{ type: 'text', text: `The call funds at most ${euros(application.max_award_cents)}.` }] };
      }
      const linesHash = await fingerprint(lines);

      const state = stateFor(TOOL, ctx);
      if (!state) {
        const previous = await budgetLines(applicationId);
        const before = previous.reduce((sum, l) => sum + l.amount_cents, 0);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Replace ${previous.length} budget lines (${euros(before)}) of “${application.title}” with ${lines.length} lines totalling ${euros(total)}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await mintFor(TOOL, { applicationId, linesHash, totalCents: total }, ctx),
        });
      }

      if (state.applicationId !== applicationId || state.linesHash !== linesHash) {
        return { isError: true, content: [{ type: 'text', text: 'The confirmation was for a different budget. Please start again.' }] };
      }
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.confirm) {
        return { content: [{ type: 'text', text: 'Budget left unchanged.' }] };
      }
      await replaceBudget(applicationId, lines, userId);
      return { content: [{ type: 'text', text: `Budget of “${application.title}” updated to ${euros(total)}.` }] };
    },
  );
}
