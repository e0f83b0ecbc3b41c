// Tool draft_invoice: prices catalogue items for a customer, asks for payment terms, then saves a draft invoice.
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { getCustomer, insertDraftInvoice, priceItems } from '../db.js';
import { caller, money, text, toolError } from './util.js';

const TOOL = 'draft_invoice';
const MAX_AGE_MS = 10 * 60 * 1000;

const termsSchema = {
  type: 'object',
  properties: {
    terms: { type: 'string', enum: ['net15', 'net30', 'net60'], title: 'Payment terms' },
    memo: { type: 'string', maxLength: 200, title: 'Memo' },
  },
  required: ['terms'],
};

export function registerInvoices(server, deps) {
  server.registerTool(
    TOOL,
    {
      description: 'Create a draft invoice for a customer from catalogue SKUs and quantities.',
      inputSchema: z.object({
        customerId: z.string().uuid(),
        items: z.array(z.object({ sku: z.string().max(40), qty: z.number().int().positive().max(10000) })).min(1).max(50),
      }),
    },
    async (args, ctx) => {
      const who = caller(ctx);
      if (!who) return toolError('Authentication required.');
      const aad = `${who.tenantId}|${who.userId}|${TOOL}`;
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const customer = await getCustomer(who.tenantId, args.customerId);
        if (!customer) return toolError('Customer not found.');
        const lines = await priceItems(who.tenantId, args.items);
        const missing = args.items.filter((i) => !lines.some((l) => l.sku === i.sku));
        if (missing.length) return toolError(`Unknown SKUs: ${missing.map((m) => m.sku).join(', ')}`);
        const subtotal = lines.reduce((sum, l) => sum + l.unit_cents * l.qty, 0);
        return inputRequired({
          inputRequests: {
            terms: inputRequired.elicit({
              message: `Draft for ${customer.name}: ${lines.length} lines, subtotal ${money(subtotal, customer.currency)}. Choose terms.`,
              requestedSchema: termsSchema,
            }),
          },
          requestState: deps.drafts.seal(
            {
              sub: who.userId,
              tool: TOOL,
              exp: Date.now() + MAX_AGE_MS,
              customerId: customer.id,
              currency: customer.currency,
              lines,
              subtotal,
            },
            aad,
          ),
        });
      }

      let draft;
      try {
        draft = deps.drafts.open(raw, aad);
      } catch {
        draft = null;
      }
      if (!draft || draft.sub !== who.userId || draft.tool !== TOOL || draft.exp < Date.now()) {
        return toolError('This draft expired. Start again.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'terms');
      if (!answer) return text('Draft discarded.');

      const invoice = await insertDraftInvoice(
        who.tenantId,
        {
          customerId: draft.customerId,
          currency: draft.currency,
          lines: draft.lines,
          subtotalCents: draft.subtotal,
          terms: answer.terms,
          memo: answer.memo ?? null,
        },
        who.userId,
      );
      return text(`Draft invoice ${invoice.number} saved (${money(draft.subtotal, draft.currency)}, ${answer.terms}).`, {
        invoiceId: invoice.id,
      });
    },
  );
}
