import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { register } from '../registry.js';
import { sealer, refusal } from '../security/state.js';
import { ledgerClient } from '../ledger-client.js';

const TOOL = 'void_invoice';

const input = z.object({
  invoiceId: z.string().min(1),
  reason: z.string().max(500),
});
type VoidArgs = z.infer<typeof input>;

const confirmation = z.object({ confirm: z.boolean() });

register<VoidArgs>(TOOL, {
  config: {
    title: 'Void invoice',
    description: 'Void an open invoice. The invoice stays in the ledger but no longer counts toward receivables.',
    inputSchema: input,
    annotations: { destructiveHint: true },
  },

  async run({ args, ctx, caller }) {
    const { invoiceId, reason } = args;
    const raw = ctx.mcpReq.requestState<string>();

    if (raw === undefined) {
      const invoice = await ledgerClient.getInvoice(invoiceId);
      if (invoice.status !== 'open') {
        return { isError: true, content: [{ type: 'text', text: `Invoice ${invoice.number} is ${invoice.status}.` }] };
      }
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Void invoice ${invoice.number} for ${invoice.customer} (${invoice.total} ${invoice.currency})?`,
            requestedSchema: confirmation,
          }),
        },
        requestState: sealer.seal({ step: 'confirm', number: invoice.number }, { userId: caller, tool: TOOL, args: { invoiceId } }),
      });
    }

    const opened = sealer.open(raw, { userId: caller, tool: TOOL }); // expect: require-state-binding
    if (!opened.ok) return refusal(opened.reason);

    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmation);
    if (answer?.confirm !== true) {
      return { content: [{ type: 'text', text: 'Nothing was voided.' }] };
    }

    await ledgerClient.voidInvoice(invoiceId, caller, reason);
    return { content: [{ type: 'text', text: `Voided invoice ${opened.state.number}.` }] };
  },
});
