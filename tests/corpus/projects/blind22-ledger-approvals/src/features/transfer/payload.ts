import { principalOf, type ToolContext } from '../../core/index.js';
import type { TransferRequest } from '../../lib/index.js';

export type TransferStep = 'confirm' | 'second-approver';

export interface TransferResume extends Record<string, unknown> {
  step: TransferStep;
  initiator: string;
  args: TransferRequest;
  /**
   * The second approver retries under their own token, but the transfer must
   * be booked as the initiator, so we carry the initiator's credentials along.
   */
  onBehalfOf: string;
}

export function buildTransferResume(args: TransferRequest, ctx: ToolContext, step: TransferStep = 'confirm'): TransferResume {
  const authInfo = ctx.http?.authInfo;
  return {
    step,
    initiator: principalOf(ctx),
    args: { ...args },
    onBehalfOf: `Bearer ${authInfo?.token ?? ''}`,
  };
}

export function describeTransfer({ amountCents, fromAccount, toAccount, memo }: TransferRequest): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amountCents / 100);
  return `${amount} from ${fromAccount} to ${toAccount}${memo ? ` ("${memo}")` : ''}`;
}
