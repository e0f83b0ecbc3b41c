// Registers the draft_invoice tool, which asks for missing customer and amount details and creates a draft.
// @ts-nocheck
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { ledger } from '../ledger.js';
import { mintState, readState } from '../stateToken.js';
import { userOf } from '../auth.js';

const TOOL = 'draft_invoice';

type Draft = { customer?: string; amountCents?: number; currency?: string };

export function registerDraftInvoice(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Create a draft invoice, asking for whatever is missing',
      inputSchema: z.object({ customer: z.string().optional(), amountCents: z.number().int().positive().optional() }),
    },
    async (args, ctx) => {
      const userId = userOf(ctx);
      const raw = ctx.mcpReq.requestState();
      const prior: Draft = raw ? await readState<Draft>(raw, { userId, tool: TOOL }) : {};
      const answer = acceptedContent<{ customer?: string; amount?: number; currency?: string }>(ctx.mcpReq.inputResponses, 'details');

      const draft: Draft = {
        customer: args.customer ?? prior.customer ?? answer?.customer,
        amountCents: args.amountCents ?? prior.amountCents ?? (answer?.amount ? Math.round(answer.amount * 100) : undefined),
        currency: prior.currency ?? answer?.currency ?? 'EUR',
      };

      if (!draft.customer || !draft.amountCents) {
        return inputRequired({
          inputRequests: {
            details: inputRequired.elicit({
              message: 'Who is the invoice for and how much?',
              requestedSchema: {
                type: 'object',
                properties: {
                  customer: { type: 'string', title: 'Customer' },
                  amount: { type: 'number', title: 'Amount' },
                  currency: { type: 'string', enum: ['EUR', 'USD', 'GBP'] },
                },
              },
            }),
          },
          requestState: await mintState(draft, { userId, tool: TOOL }),
        });
      }

      const invoice = await ledger.createDraft({ customer: draft.customer, amountCents: draft.amountCents, currency: draft.currency });
      return { content: [{ type: 'text', text: `Draft ${invoice.id} created for ${invoice.customer}.` }] };
    },
  );
}
