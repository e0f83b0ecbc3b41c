// Registers the refund_invoice tool, which confirms with the operator before refunding an invoice.
// @ts-nocheck
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { codecForTool, digestArgs, principalOf } from '@relay/round-state';
import { ledger } from './ledger.js';

const TOOL = 'refund_invoice';

interface RefundState {
  invoiceId: string;
  amountCents: number;
  argsDigest: string;
}

const states = codecForTool<RefundState>(TOOL);

const fmt = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const toolError = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

export function registerRefundTool(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Refund part or all of an invoice. Asks the operator to confirm first.',
      inputSchema: {
        invoiceId: z.string(),
        amountCents: z.number().int().positive(),
        reason: z.string().max(200),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = principalOf(ctx);
      const digest = digestArgs(TOOL, args);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const invoice = await ledger.find(args.invoiceId, userId);
        if (!invoice) return toolError(`No invoice ${args.invoiceId}`);
        const requestState = await states.mint(
          { invoiceId: invoice.id, amountCents: args.amountCents, argsDigest: digest },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Refund ${fmt(args.amountCents)} on ${invoice.number} (${args.reason})?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, refund it' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      const state = await states.open(raw, ctx);
      if (!state) return toolError('Invalid or expired confirmation; please start again.');
      // the digest is a public value carried inside the signed payload
      if (state.argsDigest !== digest) return toolError('The arguments changed after confirmation.');

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: 'Refund cancelled.' }] };

      const receipt = await ledger.refund(state.invoiceId, state.amountCents, userId, args.reason);
      return { content: [{ type: 'text', text: `Refunded ${fmt(receipt.amountCents)}; receipt ${receipt.id}` }] };
    },
  );
}
