import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { useRequest } from '../context.js';
import { REFUND_LIMIT_CENTS, REFUND_SCOPE, formatCents } from '../policy.js';
import type { BillingClient } from '../billing.js';

const TOOL = 'issue_refund';

interface RefundState {
  step: 'confirm';
}

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

export function registerRefund(server: McpServer, billing: BillingClient): void {
  server.registerTool(
    TOOL,
    {
      description: 'Refund part or all of a paid invoice',
      inputSchema: {
        invoiceId: z.string().min(1),
        amountCents: z.number().int().positive(),
        reason: z.string().max(200).optional(),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const req = useRequest();
      if (!req.hasScope(REFUND_SCOPE)) return refuse(`Missing ${REFUND_SCOPE} scope`);
      if (args.amountCents > REFUND_LIMIT_CENTS) return refuse('Amount above the assistant limit; open a finance ticket');

      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        const invoice = await billing.invoice(args.invoiceId);
        if (args.amountCents > invoice.paidCents) return refuse('Refund exceeds the paid amount');
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Refund ${formatCents(args.amountCents, invoice.currency)} of invoice ${invoice.number} (${invoice.customer})?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Issue the refund' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: req.state.issue<RefundState>(TOOL, { step: 'confirm' }), // expect-todo: require-state-binding
        });
      }

      const prior = req.state.resume<RefundState>(TOOL, raw);
      if (!prior || prior.step !== 'confirm') return refuse('Invalid or expired requestState');

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text' as const, text: 'Refund not issued.' }] };

      const refund = await billing.refund(args.invoiceId, args.amountCents, args.reason);
      return { content: [{ type: 'text' as const, text: `Refund ${refund.id} is ${refund.status}.` }] };
    },
  );
}
