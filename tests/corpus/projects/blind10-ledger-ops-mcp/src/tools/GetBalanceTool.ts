import { injectable } from 'tsyringe';
import { z } from 'zod';
import { LedgerService } from '../services/LedgerService';
import { CallerContext, LedgerTool, RoundTripParams, ToolOutcome } from './LedgerTool';

const Args = z.object({ accountId: z.string().min(1) });

@injectable()
export class GetBalanceTool extends LedgerTool {
  readonly definition = {
    name: 'get_balance',
    description: 'Return the current balance of a ledger account.',
    inputSchema: {
      type: 'object' as const,
      properties: { accountId: { type: 'string' } },
      required: ['accountId'],
    },
    annotations: { readOnlyHint: true },
  };

  constructor(private readonly ledger: LedgerService) {
    super();
  }

  async invoke(params: RoundTripParams, caller: CallerContext): Promise<ToolOutcome> {
    const { accountId } = Args.parse(params.arguments ?? {});
    const account = await this.ledger.getAccount(accountId, caller.userId);
    if (account.ownerId !== caller.userId) {
      return this.text(`Account ${accountId} is not visible to you.`, true);
    }
    return this.text(`${account.name}: ${(account.balanceCents / 100).toFixed(2)} ${account.currency}`);
  }
}
