// Read-only tool that lists vendor payouts still waiting for approval.
// @ts-nocheck
import { inject, injectable } from 'tsyringe';
import { z } from 'zod';
import { TOKENS } from '../tokens.js';
import { text, type ToolCall } from '../interceptors/index.js';
import type { PayoutsRepository } from '../services/PayoutsRepository.js';

export const formatCents = (cents: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

@injectable()
export class ListPendingPayoutsTool {
  readonly name = 'list_pending_payouts';
  readonly config = {
    title: 'List pending payouts',
    description: 'Show vendor payouts that are waiting for an operator to approve them.',
    inputSchema: { limit: z.number().int().min(1).max(200).default(50) },
    annotations: { readOnlyHint: true },
  };

  constructor(@inject(TOKENS.Payouts) private readonly payouts: PayoutsRepository) {}

  async handle(call: ToolCall) {
    const rows = await this.payouts.listPending(call.args.limit ?? 50);
    if (rows.length === 0) return text('No payouts are waiting for approval.');
    const lines = rows.map((p) => `${p.id}  ${p.vendorName.padEnd(28)} ${formatCents(p.amountCents, p.currency)}`);
    return text(`${rows.length} pending payout(s):\n${lines.join('\n')}`);
  }
}
