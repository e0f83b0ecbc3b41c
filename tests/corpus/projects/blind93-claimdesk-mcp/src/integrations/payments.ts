// Client for the internal payments service that moves claim money to payees.
// @ts-nocheck
import { request } from 'undici';
import { randomUUID } from 'node:crypto';
import { settings } from '../settings.js';

export async function releasePayout(p: { claimId: string; amountCents: number; payeeAccountId: string; approvedBy: string }) {
  const { statusCode, body } = await request(`${settings.paymentsUrl}/v3/payouts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': settings.paymentsApiKey,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      reference: `claim:${p.claimId}`,
      amount: { value: p.amountCents, currency: 'USD' },
      destination: { payeeAccountId: p.payeeAccountId },
      approvedBy: p.approvedBy,
    }),
    headersTimeout: 10_000,
  });
  const json = await body.json();
  if (statusCode >= 300) throw new Error(`payments service refused payout: ${statusCode} ${json?.error ?? ''}`);
  return json as { transferId: string; status: string };
}
