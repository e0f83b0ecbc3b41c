import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { FX_QUOTE_MAX_AGE_MS, LEDGER_CURRENCY } from '../config.js';
import { approveInvoice, connectionFor, getInvoice, quoteFx, reserveInvoice } from '../erp/client.js';
import { clientOf, requireUser } from '../principal.js';
import { APPROVE_TOOL, approvalCodec, type ApprovalState, type ApproveRound } from '../state/codec.js';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);

const fail = (text: string) => ({ isError: true as const, content: [{ type: 'text' as const, text }] });

export function registerApproveInvoice(server: McpServer): void {
  server.registerTool(
    APPROVE_TOOL,
    {
      description: 'Approve a pending supplier invoice for payment. Shows the payee and asks for confirmation.',
      inputSchema: z.object({ invoiceId: z.string().min(1), amountCents: z.number().int().positive() }),
      annotations: { destructiveHint: true },
    },
    async ({ invoiceId, amountCents }, ctx) => {
      const userId = requireUser(ctx);
      const state = ctx.mcpReq.requestState<ApprovalState>();

      if (state === undefined) {
        const conn = await connectionFor(userId);
        const invoice = await getInvoice(conn, invoiceId);
        if (invoice.status !== 'pending') return fail(`Invoice ${invoiceId} is ${invoice.status}.`);
        if (invoice.amountCents !== amountCents) {
          return fail(`Invoice ${invoiceId} is for ${money(invoice.amountCents, invoice.currency)}, not ${money(amountCents, invoice.currency)}.`);
        }
        if (!(await reserveInvoice(conn, invoiceId, userId))) return fail(`Someone else is approving ${invoiceId} right now.`);

        const quote = invoice.currency === LEDGER_CURRENCY ? null : { from: invoice.currency, to: LEDGER_CURRENCY, ...(await quoteFx(invoice.currency, LEDGER_CURRENCY)) };
        const payload: ApproveRound = {
          tool: APPROVE_TOOL,
          args: { invoiceId, amountCents },
          quote,
          vendorIbanLast4: invoice.vendorIban?.slice(-4) ?? '',
          hasBankDetails: invoice.vendorIban !== null,
          erpCredentialId: conn.id,
        };
        const converted = quote ? ` (≈ ${money(Math.round(amountCents * Number(quote.rate)), LEDGER_CURRENCY)})` : '';
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Approve ${money(amountCents, invoice.currency)}${converted} to ${invoice.vendorName}, IBAN …${payload.vendorIbanLast4}?`,
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Approve for payment' }, note: { type: 'string', maxLength: 500 } },
                required: ['approve'],
              },
            }),
          },
          requestState: await approvalCodec.mint(payload, ctx),
        });
      }

      // Verified by the server's requestState hook: our signature, not expired, minted for this user.
      if (state.tool !== APPROVE_TOOL) return fail('This confirmation belongs to another tool. Run approve_invoice again.');
      if (state.args.invoiceId !== invoiceId || state.args.amountCents !== amountCents) {
        return fail('This confirmation was given for another invoice or amount. Run approve_invoice again.');
      }
      if (state.quote && Date.now() - state.quote.quotedAt > FX_QUOTE_MAX_AGE_MS) {
        return fail('The exchange rate shown has expired. Run approve_invoice again for a fresh quote.');
      }
      if (!state.hasBankDetails) return fail('The vendor has no bank details on file; the invoice cannot be paid yet.');

      const answer = acceptedContent<{ approve: boolean; note?: string }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.approve) return { content: [{ type: 'text', text: `Invoice ${invoiceId} was not approved.` }] };

      const conn = await connectionFor(userId, state.erpCredentialId);
      const { approvalId } = await approveInvoice(conn, state.args.invoiceId, {
        amountCents: state.args.amountCents,
        fxRate: state.quote?.rate ?? null,
        approver: userId,
        via: clientOf(ctx),
      });
      return { content: [{ type: 'text', text: `Approved ${state.args.invoiceId} (approval ${approvalId}).` }] };
    },
  );
}
