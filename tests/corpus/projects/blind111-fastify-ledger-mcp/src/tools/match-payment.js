// Registers the match_payment tool, which asks which open invoice a bank statement line pays.
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { mintFor, resumeFor } from '../state/codec.js';
import { findPaymentCandidates, matchPayment } from '../ledger.js';
import { currentUser, text, toolError } from './result.js';

const TOOL = 'match_payment';

export default function registerMatchPayment(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Match a bank statement line to one of the open invoices it could pay.',
      inputSchema: { statementLineId: z.string().min(1) },
    },
    async ({ statementLineId }, ctx) => {
      const userId = currentUser(ctx);
      if (!userId) return toolError('Sign in first.');

      let state;
      try {
        state = await resumeFor(TOOL, ctx);
      } catch {
        return toolError('Invalid or expired requestState.');
      }

      if (state) {
        if (state.statementLineId !== statementLineId) return toolError('State was issued for another statement line.');
        const pick = acceptedContent(ctx.mcpReq.inputResponses, 'invoice');
        if (!pick) return text('No match recorded.');
        if (!state.candidateIds.includes(pick.invoiceId)) return toolError('That invoice was not one of the options.');
        await matchPayment(statementLineId, pick.invoiceId, userId);
        return text(`Matched ${statementLineId} to ${pick.invoiceId}.`);
      }

      const { line, candidates } = await findPaymentCandidates(statementLineId);
      if (candidates.length === 0) return text(`No open invoice matches ${line.amount} ${line.currency}.`);
      if (candidates.length === 1) {
        await matchPayment(statementLineId, candidates[0].id, userId);
        return text(`Matched ${statementLineId} to ${candidates[0].number}.`);
      }
      const candidateIds = candidates.slice(0, 10).map((c) => c.id);
      return inputRequired({
        inputRequests: {
          invoice: inputRequired.elicit({
            message: `${line.amount} ${line.currency} from "${line.payer}" could pay several invoices. Which one?`,
            requestedSchema: {
              type: 'object',
              properties: {
                invoiceId: {
                  type: 'string',
                  oneOf: candidates.slice(0, 10).map((c) => ({ const: c.id, title: `${c.number} — ${c.total}` })),
                },
              },
              required: ['invoiceId'],
            },
          }),
        },
        requestState: await mintFor(TOOL, { statementLineId, candidateIds }, ctx),
      });
    },
  );
}
