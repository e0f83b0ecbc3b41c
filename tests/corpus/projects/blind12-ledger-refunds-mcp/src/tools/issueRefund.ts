import { z } from 'zod';
import { prisma, formatCents } from '../db.js';
import { openAnyState } from '../state/legacy.js';
import type { StateClaims } from '../state/StateSigner.js';
import { toolError, type ToolDefinition } from './types.js';

const TOOL = 'issue_refund';

const RefundArgs = z.object({
  invoiceId: z.string().min(1),
  amountCents: z.number().int().positive(),
  reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer', 'other']).default('requested_by_customer'),
});

interface ApprovalState extends StateClaims {
  step: 'approve';
}

export const issueRefund: ToolDefinition = {
  name: TOOL,
  description: 'Refund all or part of a paid invoice to the original payment method.',
  inputSchema: {
    type: 'object',
    properties: {
      invoiceId: { type: 'string' },
      amountCents: { type: 'integer', minimum: 1 },
      reason: { type: 'string', enum: ['duplicate', 'fraudulent', 'requested_by_customer', 'other'] },
    },
    required: ['invoiceId', 'amountCents'],
  },
  annotations: { destructiveHint: true },
  requiredScope: 'refunds:write',

  async run(rawArgs, ctx) {
    const { invoiceId, amountCents, reason } = RefundArgs.parse(rawArgs);

    if (!ctx.requestState) {
      const invoice = await prisma.invoice.findUnique({
        where: { id: invoiceId },
        include: { customer: true },
      });
      if (!invoice || invoice.status !== 'paid') return toolError(`Invoice ${invoiceId} is not refundable.`);

      const refundable = invoice.amountPaidCents - invoice.amountRefundedCents;
      if (amountCents > refundable) {
        return toolError(`At most ${formatCents(refundable, invoice.currency)} can be refunded.`);
      }

      return {
        resultType: 'input_required',
        inputRequests: {
          approve: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Refund ${formatCents(amountCents, invoice.currency)} of invoice ${invoice.number} to ${invoice.customer.name}?`,
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Approve refund' } },
                required: ['approve'],
              },
            },
          },
        },
        requestState: ctx.signer.sign<ApprovalState>({ sub: ctx.userId, tool: TOOL, step: 'approve' }), // expect: require-state-binding
      };
    }

    const state = openAnyState<ApprovalState>(ctx.signer, ctx.requestState, ctx.userId, TOOL);
    const answer = ctx.inputResponses.approve;
    if (state.step !== 'approve' || answer?.action !== 'accept' || answer.content?.approve !== true) {
      return { content: [{ type: 'text', text: 'Refund not approved; nothing was changed.' }] };
    }

    const refund = await prisma.$transaction(async (tx) => {
      const invoice = await tx.invoice.update({
        where: { id: invoiceId },
        data: { amountRefundedCents: { increment: amountCents } },
      });
      if (invoice.amountRefundedCents > invoice.amountPaidCents) {
        throw new Error('refund would exceed amount paid');
      }
      return tx.refund.create({
        data: { invoiceId, amountCents, reason, approvedBy: ctx.userId, status: 'pending' },
      });
    });

    return {
      content: [{ type: 'text', text: `Refund ${refund.id} queued for ${formatCents(amountCents)}.` }],
      structuredContent: { refundId: refund.id, status: refund.status },
    };
  },
};
