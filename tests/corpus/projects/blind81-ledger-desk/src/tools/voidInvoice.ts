// void_invoice: voids an invoice at the billing processor and in the ledger once the user confirms.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { canManageAccount, invoiceById, markVoided } from '../db.js';
import { exchangeForBilling, voidUpstream } from '../billingApi.js';
import { tokenOf } from '../auth.js';
import { mintFor, openFor } from '../state.js';
import { cents, text, toolError } from '../fp.js';

const TOOL = 'void_invoice';
const mint = mintFor(TOOL);
const open = openFor(TOOL);

const digestArgs = ({ invoiceId, reason }) =>
  createHash('sha256').update(JSON.stringify([invoiceId, reason])).digest('hex');

const confirmPrompt = (invoice, reason) =>
  inputRequired.elicit({
    message: `Void invoice ${invoice.number} for ${cents(invoice.total_cents)}? Reason: ${reason}`,
    requestedSchema: {
      type: 'object',
      properties: { confirm: { type: 'boolean', title: 'Void this invoice' } },
      required: ['confirm'],
    },
  });

const ask = async ({ args, ctx }, invoice) => {
  const billingToken = await exchangeForBilling(tokenOf(ctx));
  const requestState = await mint(
    {
      invoiceId: invoice.id,
      argsDigest: digestArgs(args),
      billingToken, // expect: no-secrets-in-state
    },
    ctx,
  );
  return inputRequired({ inputRequests: { confirm: confirmPrompt(invoice, args.reason) }, requestState });
};

const finish = async ({ args, ctx, userId }, invoice) => {
  const state = await open(ctx);
  if (state.invoiceId !== invoice.id || state.argsDigest !== digestArgs(args)) {
    return toolError('This confirmation was given for a different request.');
  }
  if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) return text('Invoice left unchanged.');
  await voidUpstream(state.billingToken)(invoice.external_id, args.reason);
  const row = await markVoided(invoice.id, userId, args.reason);
  return text(row ? `Invoice ${row.number} voided.` : 'Invoice was already void.');
};

export const voidInvoice = {
  name: TOOL,
  config: {
    description: 'Void an invoice. Asks for confirmation before anything changes.',
    inputSchema: { invoiceId: z.string().uuid(), reason: z.string().min(3).max(200) },
    annotations: { destructiveHint: true },
  },
  run: async (call) => {
    const invoice = await invoiceById(call.args.invoiceId);
    if (!invoice || !(await canManageAccount(call.userId, invoice.account_id))) return toolError('Invoice not found.');
    if (invoice.status === 'void') return text(`Invoice ${invoice.number} is already void.`);
    return call.ctx.mcpReq.requestState() ? finish(call, invoice) : ask(call, invoice);
  },
};
