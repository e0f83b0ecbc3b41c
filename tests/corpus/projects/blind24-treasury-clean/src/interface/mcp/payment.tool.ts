import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { SEND_PAYMENT_TOOL, type RequestPaymentUseCase } from '../../application/request-payment.use-case.js';
import type { ConfirmPaymentUseCase } from '../../application/confirm-payment.use-case.js';
import { PaymentPolicyError } from '../../domain/payment.js';

export interface PaymentToolDeps {
  requestPayment: RequestPaymentUseCase;
  confirmPayment: ConfirmPaymentUseCase;
}

const text = (t: string, isError = false) => ({ content: [{ type: 'text' as const, text: t }], isError });

export function registerPaymentTool(server: McpServer, deps: PaymentToolDeps): void {
  server.registerTool(
    SEND_PAYMENT_TOOL,
    {
      description: 'Send a SEPA payment from the caller\'s primary account. Always asks the user to confirm.',
      inputSchema: z.object({
        toIban: z.string(),
        amountMinor: z.number().int().positive(),
        currency: z.string().length(3),
        reference: z.string().max(140),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId as string | undefined;
      if (!userId) return text('Not authenticated', true);

      const requestState = ctx.mcpReq.requestState<string>();
      if (!requestState) {
        try {
          const out = await deps.requestPayment.execute({ userId, ...args });
          return inputRequired({
            inputRequests: {
              confirm: inputRequired.elicit({
                message: out.summary,
                requestedSchema: {
                  type: 'object',
                  properties: { approve: { type: 'boolean', title: 'Approve payment' } },
                  required: ['approve'],
                },
              }),
            },
            requestState: out.requestState,
          });
        } catch (err) {
          if (err instanceof PaymentPolicyError) return text(err.message, true);
          throw err;
        }
      }

      const answer = acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      const result = await deps.confirmPayment.execute({ userId, requestState, approved: answer?.approve === true });
      switch (result.kind) {
        case 'paid':
          return text(`Payment submitted (${result.paymentId}).`);
        case 'declined':
          return text('Payment cancelled by the user.');
        case 'rejected':
          return text(result.reason, true);
      }
    },
  );
}
