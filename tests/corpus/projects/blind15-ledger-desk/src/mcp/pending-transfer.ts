import type { BoundPayload } from '../services/state-guard.js';
import type { TransferOrder } from '../services/ledger-service.js';
import type { CallerIdentity } from './round-trip.js';

/** Everything the confirmation round needs to finish the transfer without asking the ledger again. */
export interface PendingTransfer extends BoundPayload {
  order: TransferOrder;
  delegatedAuth: string;
  requestedAt: string;
}

export function buildPendingTransfer(order: TransferOrder, who: CallerIdentity, tool: string): PendingTransfer {
  return {
    userId: who.userId,
    tool,
    order: { ...order, memo: order.memo?.slice(0, 140) },
    delegatedAuth: who.bearer,
    requestedAt: new Date().toISOString(),
  };
}

export function describeTransfer({ order }: PendingTransfer): string {
  const amount = (order.amountCents / 100).toFixed(2);
  return `Transfer ${amount} ${order.currency} from ${order.fromAccount} to ${order.toAccount}?`;
}
