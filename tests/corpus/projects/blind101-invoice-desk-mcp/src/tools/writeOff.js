// Tool write_off_invoice: writes off the open balance of an overdue invoice as uncollectible once a finance lead confirms.
import * as Iron from '@hapi/iron';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { config } from '../config.js';
import { getInvoice, writeOffInvoice } from '../db.js';
import { digestArgs } from '../state/ironState.js';
import { caller, confirmSchema, money, text, toolError } from './util.js';

const TOOL = 'write_off_invoice';

export function registerWriteOff(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Write off the unpaid balance of an overdue invoice as uncollectible and post it to the ledger.',
      inputSchema: z.object({ invoiceId: z.string().uuid(), note: z.string().max(500).optional() }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const who = caller(ctx);
      if (!who || who.role !== 'finance_lead') return toolError('Only a finance lead can write off invoices.');
      const invoice = await getInvoice(who.tenantId, args.invoiceId);
      if (!invoice) return toolError('Invoice not found.');
      const balance = invoice.total_cents - invoice.paid_cents;
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        if (invoice.status !== 'overdue' || balance <= 0) {
          return toolError('Only overdue invoices with an open balance can be written off.');
        }
        const sealed = await Iron.seal({ sub: who.userId, tool: TOOL, ad: digestArgs(args), balance }, config.ironPassword, Iron.defaults); // expect: require-state-binding, no-weak-state-key
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Write off ${money(balance, invoice.currency)} on invoice ${invoice.number}? This posts to the uncollectible-accounts ledger.`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState: sealed,
        });
      }

      let state;
      try {
        state = await Iron.unseal(raw, config.ironPassword, Iron.defaults);
      } catch {
        return toolError('This confirmation is not valid. Start again.');
      }
      if (state.sub !== who.userId || state.tool !== TOOL || state.ad !== digestArgs(args)) {
        return toolError('This confirmation belongs to a different request.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Invoice left open.');
      if (state.balance !== balance) return toolError('The balance changed since you confirmed. Run the tool again.');

      await writeOffInvoice(who.tenantId, invoice.id, { by: who.userId, amountCents: balance, note: args.note });
      return text(`Invoice ${invoice.number} written off (${money(balance, invoice.currency)}).`);
    },
  );
}
