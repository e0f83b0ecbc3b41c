import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { vault } from '#lib/state-vault.js';
import { ledger } from '#lib/ledger.js';

export const name = 'approve_invoice';

export const config = {
  description: 'Approve a supplier invoice for payment (asks for the cost centre)',
  inputSchema: z.object({ invoiceId: z.string() }),
};

const denied = { isError: true, content: [{ type: 'text', text: 'Approval expired or not yours. Start again.' }] };

export default function approveInvoice(whoami) {
  return async (args, ctx) => {
    const sub = whoami(ctx);
    const token = ctx.mcpReq.requestState();

    if (token === undefined) {
      const invoice = await ledger.invoice(args.invoiceId);
      return inputRequired({
        inputRequests: {
          costCentre: inputRequired.elicit({
            message: `Invoice ${invoice.number} from ${invoice.supplier}: ${invoice.total} ${invoice.currency}. Which cost centre?`,
            requestedSchema: {
              type: 'object',
              properties: { costCentre: { type: 'string', enum: await ledger.costCentres(sub) } },
              required: ['costCentre'],
            },
          }),
        },
        requestState: vault.seal({ invoiceId: invoice.id, total: invoice.total }, { sub, tool: name }),
      });
    }

    const state = vault.open(token);
    if (!state || state.sub !== sub || state.tool !== name) return denied;

    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'costCentre');
    if (!answer) return { content: [{ type: 'text', text: 'Not approved.' }] };
    await ledger.approve(state.data.invoiceId, { costCentre: answer.costCentre, approver: sub });
    return { content: [{ type: 'text', text: `Invoice approved against ${answer.costCentre}.` }] };
  };
}
