// Registers the draft_invoice tool, which asks which customer is meant and creates a draft invoice.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { billing } from '@/lib/billing';
import { codecFor } from '@/lib/codecs';

const TOOL = 'draft_invoice';

interface PickState {
  candidates: string[];
}

const text = (t: string, isError = false) => ({ isError, content: [{ type: 'text' as const, text: t }] });

export function registerDraftInvoice(server: McpServer) {
  const codec = codecFor<PickState>(TOOL);

  server.registerTool(
    TOOL,
    {
      description: 'Create a draft invoice for a customer. Nothing is sent until someone finalizes it in the dashboard.',
      inputSchema: z.object({
        customer: z.string().min(2),
        description: z.string().max(500),
        amount: z.number().int().positive(),
        currency: z.enum(['usd', 'eur', 'gbp']),
      }),
    },
    async ({ customer, description, amount, currency }, ctx) => {
      const raw = ctx.mcpReq.requestState<string>();
      let customerId: string | undefined;

      if (raw !== undefined) {
        const state = await codec.verify(raw, ctx).catch(() => null);
        if (!state) return text('That customer choice expired. Try again.', true);
        const pick = acceptedContent<{ customerId: string }>(ctx.mcpReq.inputResponses, 'customer');
        if (!pick) return text('Draft cancelled.');
        if (!state.candidates.includes(pick.customerId)) return text('Pick one of the listed customers.', true);
        customerId = pick.customerId;
      } else {
        const matches = await billing.searchCustomers(customer);
        if (matches.length === 0) return text(`No customer called "${customer}".`, true);
        if (matches.length > 1) {
          return inputRequired({
            inputRequests: {
              customer: inputRequired.elicit({
                message: `Several customers match "${customer}". Which one?`,
                requestedSchema: {
                  type: 'object',
                  properties: {
                    customerId: { type: 'string', oneOf: matches.map((m) => ({ const: m.id, title: `${m.name} <${m.email}>` })) },
                  },
                  required: ['customerId'],
                },
              }),
            },
            requestState: await codec.mint({ candidates: matches.map((m) => m.id) }, ctx),
          });
        }
        customerId = matches[0].id;
      }

      const draft = await billing.draftInvoice(customerId, description, amount, currency);
      return text(`Draft ${draft.id} created for ${draft.customer_name}.`);
    },
  );
}
