import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { LedgerTool, payouts, refuse, say, type ToolContext } from '@/lib';

const shape = {
  batchId: z.string().regex(/^pb_[A-Za-z0-9]{16}$/),
};

interface ApprovalData {
  total: string;
  currency: string;
  count: number;
  updatedAt: string;
}

export class ApprovePayout extends LedgerTool<typeof shape> {
  readonly name = 'approve_payout';
  readonly description = 'Approve a pending payout batch and release it to the bank';
  readonly shape = shape;
  protected readonly destructive = true;

  protected async begin(args: { batchId: string }, ctx: ToolContext, userId: string) {
    const batch = await payouts.batch(args.batchId);
    if (!batch || batch.status !== 'pending') return refuse('No pending batch with that id.');
    if (!batch.approvers.includes(userId)) return refuse('You are not an approver for this batch.');

    const approve = inputRequired.elicit({
      message: `Release ${batch.count} payouts totalling ${batch.total} ${batch.currency} via ${batch.rail.toUpperCase()}?`,
      requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
    });
    const data: ApprovalData = { total: batch.total, currency: batch.currency, count: batch.count, updatedAt: batch.updatedAt };
    return this.ask(args, { approve }, data, ctx);
  }

  protected async proceed(args: { batchId: string }, data: unknown, ctx: ToolContext, userId: string) {
    const approved = data as ApprovalData;
    if (acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'approve')?.approve !== true) {
      return say('The batch was not released.');
    }
    const batch = await payouts.batch(args.batchId);
    if (!batch || batch.status !== 'pending' || !batch.approvers.includes(userId)) return refuse('The batch can no longer be approved.');
    if (batch.updatedAt !== approved.updatedAt || batch.total !== approved.total) {
      return refuse('The batch changed after you looked at it. Review it again.');
    }
    // the ledger refuses the release too if the batch was modified in between
    const released = await payouts.release(args.batchId, userId, approved.updatedAt);
    return say(`Released ${released.count} payouts (${released.total} ${released.currency}).`);
  }
}
