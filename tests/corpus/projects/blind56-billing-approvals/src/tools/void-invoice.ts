import { z } from 'zod';
import type { ToolEntry } from '../server';

const TOOL = 'void_invoice';

const VoidArgs = z.object({ invoiceId: z.string().startsWith('in_') });

interface PendingVoid {
  invoiceId: string;
  number: string | null;
}

const say = (text: string, isError = false) => ({ isError, content: [{ type: 'text', text }] });

export const voidInvoiceTool: ToolEntry = {
  definition: {
    name: TOOL,
    description: 'Void an open invoice so it can no longer be paid. Asks for confirmation first.',
    inputSchema: {
      type: 'object',
      properties: { invoiceId: { type: 'string', description: 'Stripe invoice id (in_…)' } },
      required: ['invoiceId'],
    },
    annotations: { destructiveHint: true },
  },

  async run(rawArgs, call, { box, billing }) {
    const { invoiceId } = VoidArgs.parse(rawArgs);
    const binding = { userId: call.principal, tool: TOOL };

    if (call.requestState === undefined) {
      const invoice = await billing.invoice(invoiceId);
      if (invoice.status !== 'open') return say(`${invoice.number ?? invoiceId} is ${invoice.status}; only open invoices can be voided.`, true);
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Void ${invoice.number} for ${invoice.customerName}? The customer will no longer be able to pay it.`,
              requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
            },
          },
        },
        requestState: box.seal<PendingVoid>({ invoiceId, number: invoice.number }, binding),
      };
    }

    const pending = box.open<PendingVoid>(call.requestState, binding);
    if (!pending || pending.invoiceId !== invoiceId) {
      return say('This confirmation has expired or was for another invoice. Ask again.', true);
    }
    if (call.inputResponses?.confirm?.action !== 'accept' || call.inputResponses.confirm.content?.approve !== true) {
      return say('Invoice left open.');
    }

    await billing.voidInvoice(pending.invoiceId, { approver: call.principal, idempotencyKey: `void-${pending.invoiceId}` });
    return say(`Voided ${pending.number ?? pending.invoiceId}.`);
  },
};
