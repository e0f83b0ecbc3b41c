// request_loan: drafts an outgoing specimen loan, collecting purpose and shipping details from the curator.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { codec, stateFor, stateMatches } from '../state.js';
import { createLoan, specimensByIds } from '../db.js';
import { quoteShipment } from '../courier.js';
import { curatorOf } from '../auth.js';

const TOOL = 'request_loan';

export function registerRequestLoan(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Request an outgoing loan of specimens to another institution.',
      inputSchema: z.object({
        specimenIds: z.array(z.string().uuid()).min(1).max(40),
        borrowerInstitution: z.string().min(2).max(12),
      }),
    },
    async (args, ctx) => {
      const { userId } = curatorOf(ctx);
      const specimens = await specimensByIds(args.specimenIds);
      const blocked = specimens.filter((s) => !s.loanable || s.on_loan || s.status !== 'active');
      if (specimens.length !== args.specimenIds.length || blocked.length > 0) {
        return { isError: true, content: [{ type: 'text', text: `Not loanable: ${blocked.map((s) => s.catalog_number).join(', ') || 'unknown ids'}` }] };
      }

      const state = await ctx.mcpReq.requestState();
      if (!state) {
        const requestState = await codec.mint(stateFor(TOOL, { count: specimens.length }, args), ctx);
        return inputRequired({
          inputRequests: {
            details: inputRequired.elicit({
              message: `Loan of ${specimens.length} specimen(s) to ${args.borrowerInstitution}. Loan details:`,
              requestedSchema: {
                type: 'object',
                properties: {
                  purpose: { type: 'string', title: 'Purpose of study', maxLength: 500 },
                  shipTo: { type: 'string', title: 'Shipping address', maxLength: 400 },
                  months: { type: 'integer', title: 'Duration (months)', minimum: 1, maximum: 24 },
                },
                required: ['purpose', 'shipTo', 'months'],
              },
            }),
          },
          requestState,
        });
      }

      if (!stateMatches(state, TOOL, args)) {
        return { isError: true, content: [{ type: 'text', text: 'These loan details were collected for a different request.' }] };
      }
      const details = acceptedContent(ctx.mcpReq.inputResponses, 'details');
      if (!details) return { content: [{ type: 'text', text: 'Loan request abandoned.' }] };

      const quote = await quoteShipment(details.shipTo, Math.ceil(specimens.length / 10));
      const loan = await createLoan({
        requestedBy: userId,
        borrower: args.borrowerInstitution,
        purpose: details.purpose,
        shipTo: details.shipTo,
        months: details.months,
        specimenIds: args.specimenIds,
        courierQuoteId: quote.id,
      });
      return {
        content: [
          {
            type: 'text',
            text: `Loan ${loan.loan_number} requested. Courier ${quote.service}: ${quote.price.amount} ${quote.price.currency}, about ${quote.estimated_days} day(s).`,
          },
        ],
      };
    },
  );
}
