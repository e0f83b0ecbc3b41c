// Registers the void_invoice tool, which confirms with the user before voiding an issued invoice.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { mintFor, resumeFor } from '../state/codec.js';
import { getInvoice, voidInvoice } from '../ledger.js';
import { currentUser, text, toolError } from './result.js';

const TOOL = 'void_invoice';

/** Digest of the exact arguments; the confirmation only covers this call. */
const argsDigest = ({ invoiceId, reason }) =>
  createHash('sha256').update(JSON.stringify([TOOL, invoiceId, reason])).digest('base64url');

export default function registerVoidInvoice(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Void an issued invoice. Irreversible; asks the user to confirm.',
      inputSchema: { invoiceId: z.string().regex(/^inv_[A-Za-z0-9]{12}$/), reason: z.string().min(5).max(200) },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = currentUser(ctx);
      if (!userId) return toolError('Sign in to void invoices.');

      let state;
      try {
        state = await resumeFor(TOOL, ctx);
      } catch {
        return toolError('This confirmation is invalid or has expired. Please start again.');
      }

      if (state) {
        if (state.digest !== argsDigest(args)) {
          return toolError('The confirmation was given for different arguments.');
        }
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
        if (answer?.confirm !== true) return text('Nothing voided.');
        await voidInvoice(args.invoiceId, args.reason, userId);
        return text(`Invoice ${args.invoiceId} voided.`);
      }

      const invoice = await getInvoice(args.invoiceId);
      if (invoice.status === 'void') return text(`Invoice ${args.invoiceId} is already void.`);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Void invoice ${invoice.number} to ${invoice.customerName} for ${invoice.total} ${invoice.currency}?`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Void it' } },
              required: ['confirm'],
            },
          }),
        },
        requestState: await mintFor(TOOL, { digest: argsDigest(args) }, ctx),
      });
    },
  );
}
