import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { callerOf } from '../auth.js';
import { ledger } from '../config.js';
import { openRound, sealRound } from '../state/round-state.js';
import { confirmRequest, defineTool, failure, STALE_ROUND, text } from './define.js';

export const listInvoices = defineTool({
  name: 'list_invoices',
  config: {
    description: "List invoices of the caller's ledger",
    inputSchema: z.object({
      status: z.enum(['open', 'paid', 'void']).default('open'),
      limit: z.number().int().min(1).max(100).default(25),
    }),
    annotations: { readOnlyHint: true },
  },
  handler: async ({ status, limit }, ctx) => {
    const invoices = await ledger.invoices.list({ owner: callerOf(ctx), status, limit });
    if (invoices.length === 0) return text(`No ${status} invoices.`);
    return text(invoices.map((i) => `${i.number}\t${i.customerName}\t${i.total}\t${i.dueDate}`).join('\n'));
  },
});

export const getInvoice = defineTool({
  name: 'get_invoice',
  config: {
    description: 'Show one invoice with its lines and payments',
    inputSchema: z.object({ invoiceId: z.string() }),
    annotations: { readOnlyHint: true },
  },
  handler: async ({ invoiceId }, ctx) => {
    const invoice = await ledger.invoices.get(invoiceId, { owner: callerOf(ctx) });
    return invoice ? text(JSON.stringify(invoice, null, 2)) : failure('No such invoice.');
  },
});

export const voidInvoice = defineTool({
  name: 'void_invoice',
  config: {
    description: 'Void an invoice. This cannot be undone.',
    inputSchema: z.object({ invoiceId: z.string(), reason: z.string().max(200) }),
    annotations: { destructiveHint: true },
  },
  handler: async (args, ctx) => {
    const userId = callerOf(ctx);
    const token = ctx.mcpReq.requestState();
    if (token === undefined) {
      const invoice = await ledger.invoices.get(args.invoiceId, { owner: userId });
      if (!invoice) return failure('No such invoice.');
      return inputRequired({
        inputRequests: {
          confirm: confirmRequest(`Void invoice ${invoice.number} for ${invoice.customerName} (${invoice.total})?`),
        },
        requestState: sealRound({ number: invoice.number }, { userId, tool: 'void_invoice', args }),
      });
    }

    const opened = openRound<{ number: string }>(token, { userId, tool: 'void_invoice', args });
    if (!opened.ok) return failure(STALE_ROUND);
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) return text('Nothing changed.');
    await ledger.invoices.void(args.invoiceId, { owner: userId, reason: args.reason });
    return text(`Invoice ${opened.payload.number} is void.`);
  },
});

export const mergeCustomers = defineTool({
  name: 'merge_customers',
  config: {
    description: 'Merge a duplicate customer into another one: invoices move over and the duplicate is deleted',
    inputSchema: z.object({ survivorId: z.string(), duplicateId: z.string() }),
    annotations: { destructiveHint: true },
  },
  handler: async ({ survivorId, duplicateId }, ctx) => {
    const userId = callerOf(ctx);
    const token = ctx.mcpReq.requestState();
    if (token === undefined) {
      const preview = await ledger.customers.previewMerge(survivorId, duplicateId, { owner: userId });
      return inputRequired({
        inputRequests: {
          confirm: confirmRequest(
            `Merge "${preview.duplicate.name}" into "${preview.survivor.name}"? ` +
              `${preview.invoiceCount} invoices move over and "${preview.duplicate.name}" is deleted.`,
          ),
        },
        requestState: sealRound({ invoiceCount: preview.invoiceCount }, { userId, tool: 'merge_customers' }), // expect: require-state-binding
      });
    }

    const opened = openRound<{ invoiceCount: number }>(token, { userId, tool: 'merge_customers' });
    if (!opened.ok) return failure(STALE_ROUND);
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) return text('Nothing changed.');
    const merged = await ledger.customers.merge(survivorId, duplicateId, { owner: userId });
    return text(`Merged. ${merged.moved} of ${opened.payload.invoiceCount} invoices moved.`);
  },
});
