import { z } from 'zod';
import { type CallToolResult, type McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { assertApprover, principalOf, toolName } from '../auth/principal.js';
import { minutes } from '../clock.js';
import { env } from '../config/env.js';
import { ledger } from '../ledger-client.js';
import { type Refusal, StateCodec, isRefusal } from '../state/codec.js';

const TOOL = toolName('void_invoice');

const ApprovalStep = {
  Confirm: 'confirm',
  SecondApprover: 'second-approver',
} as const;
type ApprovalStep = (typeof ApprovalStep)[keyof typeof ApprovalStep];

const ApprovalState = z.object({
  step: z.nativeEnum(ApprovalStep),
  amountCents: z.number().int(),
  currency: z.string().length(3),
  counterparty: z.string(),
  askedAt: z.string().datetime(),
});
type ApprovalState = z.infer<typeof ApprovalState>;

class ApprovalCodec extends StateCodec<ApprovalState, typeof ApprovalState> {
  protected override readonly schema = ApprovalState;
  protected override readonly lifetimeMs = minutes(env.APPROVAL_WINDOW_MINUTES);
}

const approvals = new ApprovalCodec();

const text = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }] });

const refused = (reason: Refusal): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: `This approval can no longer be used (${reason}). Start the void again.` }],
});

const confirmSchema = {
  type: 'object' as const,
  properties: { confirm: { type: 'boolean' as const, title: 'Void it' } },
  required: ['confirm'],
};

const VoidInvoiceInput = z.object({
  invoiceId: z.string().min(1).describe('Ledger id of the invoice, e.g. inv_01HZ…'),
  reason: z.string().min(3).max(200).describe('Why the invoice is voided; stored on the audit trail'),
});
type VoidInvoiceInput = z.infer<typeof VoidInvoiceInput>;

export function registerVoidInvoice(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      title: 'Void invoice',
      description: 'Void an open invoice. Asks the user to confirm the amount and counterparty first.',
      inputSchema: VoidInvoiceInput.shape,
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async ({ invoiceId, reason }: VoidInvoiceInput, ctx) => {
      const userId = principalOf(ctx);
      assertApprover(ctx, userId);

      const raw = ctx.mcpReq.requestState<string>();
      if (raw === undefined) {
        const invoice = await ledger.invoice(invoiceId);
        if (invoice.status !== 'open') return text(`Invoice ${invoice.number} is ${invoice.status}; nothing to void.`);

        const amount = (invoice.amountCents / 100).toFixed(2);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Void invoice ${invoice.number} (${invoiceId}) for ${amount} ${invoice.currency} to ${invoice.counterparty}?`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState: approvals.seal( // expect: require-state-binding
            {
              step: ApprovalStep.Confirm,
              amountCents: invoice.amountCents,
              currency: invoice.currency,
              counterparty: invoice.counterparty,
              askedAt: new Date().toISOString(),
            },
            { userId, tool: TOOL },
          ),
        });
      }

      const opened = approvals.open(raw, { userId, tool: TOOL });
      if (isRefusal(opened)) return refused(opened.reason);

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Left the invoice as it is.');

      const voided = await ledger.voidInvoice(invoiceId, reason, userId);
      const { amountCents, currency } = opened.state;
      return text(`Voided ${voided.number}: ${(amountCents / 100).toFixed(2)} ${currency}.`);
    },
  );
}
