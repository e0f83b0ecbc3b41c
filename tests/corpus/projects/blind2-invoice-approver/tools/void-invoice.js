import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { vault } from '#lib/state-vault.js';
import { ledger } from '#lib/ledger.js';

export const name = 'void_invoice';

export const config = {
  description: 'Void an invoice. It cannot be paid afterwards.',
  inputSchema: z.object({ invoiceId: z.string(), reason: z.string().min(5) }),
  annotations: { destructiveHint: true },
};

export default function voidInvoice(whoami) {
  return async (args, ctx) => {
    const sub = whoami(ctx);
    const token = ctx.mcpReq.requestState();

    if (token === undefined) {
      const invoice = await ledger.invoice(args.invoiceId);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Void invoice ${invoice.number} (${invoice.total} ${invoice.currency})? Reason: ${args.reason}`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          }),
        },
        requestState: vault.seal({ invoiceId: invoice.id, reason: args.reason }, { sub, tool: name }),
      });
    }

    const state = vault.open(token); // expect: require-state-binding
    if (!state) {
      return { isError: true, content: [{ type: 'text', text: 'Confirmation expired. Start again.' }] };
    }
    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) return { content: [{ type: 'text', text: 'Nothing was voided.' }] };
    await ledger.void(state.data.invoiceId, { reason: state.data.reason, actor: sub });
    return { content: [{ type: 'text', text: `Invoice ${state.data.invoiceId} voided.` }] };
  };
}
