import { config } from './config.js';

export interface ScheduledPayment {
  id: string;
  status: 'scheduled' | 'rejected';
  settlesOn: string;
}

/** Thin client for the bank's payables API. */
export async function schedulePayment(input: {
  vendorId: string;
  invoiceIds: string[];
  amountCents: number;
  fundingAccountId: string;
  idempotencyKey: string;
  approvedBy: string;
}): Promise<ScheduledPayment> {
  const res = await fetch(new URL('/v1/payables', config.bankApiUrl), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.bankApiToken}`,
      'content-type': 'application/json',
      'idempotency-key': input.idempotencyKey,
    },
    body: JSON.stringify({
      payee: input.vendorId,
      references: input.invoiceIds,
      amount: { value: input.amountCents, currency: 'USD' },
      source_account: input.fundingAccountId,
      approved_by: input.approvedBy,
    }),
  });
  if (!res.ok) {
    throw new Error(`bank rejected payable: ${res.status} ${await res.text()}`);
  }
  return (await res.json()) as ScheduledPayment;
}

export const formatCents = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
