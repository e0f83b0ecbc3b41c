// Registers the void_invoice tool, which asks for confirmation before voiding an open invoice.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { argsDigest } from '@/lib/argsDigest';
import { billing } from '@/lib/billing';
import { codecFor } from '@/lib/codecs';

const TOOL = 'void_invoice';

interface VoidState {
  invoiceId: string;
  argsDigest: string;
}

const fail = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });
const ok = (text: string) => ({ content: [{ type: 'text' as const, text }] });

export function registerVoidInvoice(server: McpServer) {
  const codec = codecFor<VoidState>(TOOL);

  server.registerTool(
    TOOL,
    {
      description: 'Void an open invoice. The customer is no longer asked to pay it. Needs confirmation.',
      inputSchema: z.object({ invoiceId: z.string().startsWith('in_'), reason: z.string().min(3).max(200) }),
      annotations: { destructiveHint: true },
    },
    async ({ invoiceId, reason }, ctx) => {
      const digest = await argsDigest({ invoiceId, reason });
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const invoice = await billing.invoice(invoiceId);
        if (invoice.status !== 'open') return fail(`Invoice ${invoice.number} is ${invoice.status}; only open invoices can be voided.`);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Void invoice ${invoice.number} for ${invoice.customer_name} (${(invoice.amount_due / 100).toFixed(2)} ${invoice.currency.toUpperCase()})? Reason: ${reason}`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await codec.mint({ invoiceId, argsDigest: digest }, ctx),
        });
      }

      let state: VoidState;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return fail('This confirmation is invalid or has expired. Ask again.');
      }
      // Both values come out of verified state; the digest is of public arguments, not a secret.
      if (state.invoiceId !== invoiceId || state.argsDigest !== digest) {
        return fail('The request changed after it was confirmed. Ask again.');
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return ok('Nothing was voided.');

      const voided = await billing.voidInvoice(invoiceId);
      return ok(`Invoice ${voided.number} is now ${voided.status}.`);
    },
  );
}
