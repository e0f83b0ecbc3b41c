import { injectable } from 'tsyringe';
import { z } from 'zod';
import { LedgerService } from '../services/LedgerService';
import { CallerContext, LedgerTool, RoundTripParams, ToolOutcome } from './LedgerTool';
import { ResumeGuard, StateRejectedError } from './ResumeGuard';

const Args = z.object({
  fromAccount: z.string().min(1),
  toAccount: z.string().min(1),
  amountCents: z.number().int().positive(),
  memo: z.string().max(140).optional(),
});

interface PendingTransfer {
  step: 'confirm';
  fromAccount: string;
  currency: string;
}

@injectable()
export class TransferFundsTool extends LedgerTool {
  readonly definition = {
    name: 'transfer_funds',
    description: 'Move money between two ledger accounts. Asks the operator to confirm first.',
    inputSchema: {
      type: 'object' as const,
      properties: {
        fromAccount: { type: 'string' },
        toAccount: { type: 'string' },
        amountCents: { type: 'integer', minimum: 1 },
        memo: { type: 'string' },
      },
      required: ['fromAccount', 'toAccount', 'amountCents'],
    },
    annotations: { destructiveHint: true },
  };

  constructor(private readonly ledger: LedgerService, private readonly guard: ResumeGuard) {
    super();
  }

  async invoke(params: RoundTripParams, caller: CallerContext): Promise<ToolOutcome> {
    const args = Args.parse(params.arguments ?? {});

    if (!params.requestState) {
      const source = await this.ledger.getAccount(args.fromAccount, caller.userId);
      if (source.ownerId !== caller.userId) {
        return this.text('You can only move money out of accounts you own.', true);
      }
      const pending: PendingTransfer = { step: 'confirm', fromAccount: source.id, currency: source.currency };
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm_transfer: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Transfer ${(args.amountCents / 100).toFixed(2)} ${source.currency} from ${source.name} to ${args.toAccount}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, send it' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: this.guard.issue(pending, caller.userId, this.name), // expect: require-state-binding
      };
    }

    let pending: PendingTransfer;
    try {
      pending = this.guard.resume<PendingTransfer>(params.requestState, caller.userId, this.name).data;
    } catch (err) {
      if (err instanceof StateRejectedError) {
        return this.text(err.message, true);
      }
      throw err;
    }

    const answer = params.inputResponses?.confirm_transfer;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
      return this.text('Transfer cancelled.');
    }

    const receipt = await this.ledger.transfer(pending.fromAccount, args.toAccount, args.amountCents, caller.userId);
    return this.text(`Transfer ${receipt.transferId} posted (${pending.currency}).`);
  }
}
