// Destructive tool that refunds part of a captured customer order through the payment rails.
// @ts-nocheck
import { inject, injectable } from 'tsyringe';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { TOKENS } from '../tokens.js';
import { text, toolError, type ToolCall } from '../interceptors/index.js';
import { formatCents } from './ListPendingPayoutsTool.js';
import type { PayoutsRepository } from '../services/PayoutsRepository.js';
import type { PaymentsGateway } from '../services/PaymentsGateway.js';
import type { StateSealer } from '../security/StateSealer.js';

const TOOL = 'issue_refund';

interface RefundState {
  orderId: string;
  amountCents: number;
  railsToken: string;
}

@injectable()
export class IssueRefundTool {
  readonly name = TOOL;
  readonly config = {
    title: 'Issue refund',
    description: 'Refund a customer order, fully or partially. Asks for a reason before sending it to the rails.',
    inputSchema: {
      orderId: z.string().min(6).max(40),
      amountCents: z.number().int().positive(),
    },
    annotations: { destructiveHint: true },
  };

  constructor(
    @inject(TOKENS.Payouts) private readonly payouts: PayoutsRepository,
    @inject(TOKENS.Gateway) private readonly gateway: PaymentsGateway,
    @inject(TOKENS.StateSealer) private readonly sealer: StateSealer,
  ) {}

  async handle(call: ToolCall) {
    const { args, ctx, userId, token } = call;
    const returned = ctx.mcpReq.requestState();

    if (!returned) {
      const order = await this.payouts.findOrder(args.orderId);
      if (!order) return toolError(`Order ${args.orderId} not found.`);
      const refundable = order.capturedCents - order.refundedCents;
      if (args.amountCents > refundable) {
        return toolError(`Only ${formatCents(refundable, order.currency)} is left to refund on this order.`);
      }
      const exchanged = await this.gateway.exchangeForRailsToken(token);
      const state: RefundState = {
        orderId: args.orderId,
        amountCents: args.amountCents,
        railsToken: exchanged.accessToken, // expect: no-secrets-in-state
      };
      return inputRequired({
        inputRequests: {
          reason: inputRequired.elicit({
            message: `Refund ${formatCents(args.amountCents, order.currency)} to ${order.customerName}. Why?`,
            requestedSchema: {
              type: 'object',
              properties: {
                reason: { type: 'string', enum: ['duplicate', 'fraudulent', 'requested_by_customer', 'other'] },
                detail: { type: 'string', maxLength: 200 },
              },
              required: ['reason'],
            },
          }),
        },
        requestState: this.sealer.seal(state, userId, TOOL),
      });
    }

    const state = this.sealer.open<RefundState>(returned, userId, TOOL);
    if (!state) return toolError('That refund request expired or was altered. Start again.');
    if (state.orderId !== args.orderId || state.amountCents !== args.amountCents) {
      return toolError('The refund details changed since you were asked. Start again.');
    }
    const answer = acceptedContent<{ reason: string; detail?: string }>(ctx.mcpReq.inputResponses, 'reason');
    if (!answer) return text('Refund cancelled.');

    const receipt = await this.gateway.refund(state.railsToken, state.orderId, state.amountCents, answer.reason);
    await this.payouts.recordRefund(state.orderId, state.amountCents, userId, receipt.reference);
    return text(`Refund of ${state.amountCents} cents on ${state.orderId} accepted (rail ref ${receipt.reference}).`);
  }
}
