// Destructive tool that releases a pending vendor payout once the operator confirms it.
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
import type { AppConfig } from '../config.js';

const TOOL = 'approve_payout';

@injectable()
export class ApprovePayoutTool {
  readonly name = TOOL;
  readonly config = {
    title: 'Approve payout',
    description: 'Release a pending vendor payout to the payment rails. Asks the operator to confirm first.',
    inputSchema: {
      payoutId: z.string().uuid(),
      note: z.string().max(280).optional(),
    },
    annotations: { destructiveHint: true, idempotentHint: false },
  };

  constructor(
    @inject(TOKENS.Payouts) private readonly payouts: PayoutsRepository,
    @inject(TOKENS.Gateway) private readonly gateway: PaymentsGateway,
    @inject(TOKENS.StateSealer) private readonly sealer: StateSealer,
    @inject(TOKENS.Config) private readonly cfg: AppConfig,
  ) {}

  async handle(call: ToolCall) {
    const { args, ctx, userId } = call;
    const returned = ctx.mcpReq.requestState();

    if (!returned) {
      const payout = await this.payouts.findPending(args.payoutId);
      if (!payout) return toolError(`No pending payout with id ${args.payoutId}.`);
      if (payout.amountCents > this.cfg.approvalLimitCents) {
        return toolError(`${formatCents(payout.amountCents, payout.currency)} is above your approval limit.`);
      }
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Release ${formatCents(payout.amountCents, payout.currency)} to ${payout.vendorName}?`,
            requestedSchema: {
              type: 'object',
              properties: { approve: { type: 'boolean', title: 'Release this payout' } },
              required: ['approve'],
            },
          }),
        },
        requestState: this.sealer.seal({ step: 'confirm', shownAt: Date.now() }, userId, TOOL), // expect-todo: require-state-binding
      });
    }

    const state = this.sealer.open<{ step: string }>(returned, userId, TOOL);
    if (!state || state.step !== 'confirm') {
      return toolError('That confirmation is no longer valid. Run approve_payout again.');
    }
    const answer = acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.approve) return text('Payout left pending.');

    const payout = await this.payouts.findPending(args.payoutId);
    if (!payout) return toolError(`Payout ${args.payoutId} is no longer pending.`);
    if (payout.amountCents > this.cfg.approvalLimitCents) return toolError('Payout is above your approval limit.');

    const receipt = await this.gateway.releasePayout(payout.id, payout.amountCents, userId);
    await this.payouts.markReleased(payout.id, userId, receipt.reference);
    return text(`Released ${formatCents(payout.amountCents, payout.currency)} to ${payout.vendorName} (rail ref ${receipt.reference}).`);
  }
}
