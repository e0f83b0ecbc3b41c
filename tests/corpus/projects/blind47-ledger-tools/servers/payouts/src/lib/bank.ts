import { createHmac, timingSafeEqual } from 'node:crypto';
import { PayoutRail, Settings } from '@ledger/core';

const LEDGER_API = process.env.LEDGER_API_URL ?? 'http://ledger-api.internal:9000';

export interface PayoutBatch {
  id: string;
  status: 'pending' | 'released' | 'cancelled';
  rail: PayoutRail;
  currency: string;
  total: string;
  count: number;
  approvers: string[];
  updatedAt: string;
}

export interface StatementPeriod {
  id: string;
  label: string;
}

async function ledger<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${LEDGER_API}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  if (!res.ok) throw new Error(`ledger ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const payouts = {
  batch: (id: string) => ledger<PayoutBatch | undefined>(`/payout-batches/${encodeURIComponent(id)}`),
  release: (id: string, approvedBy: string, expectedUpdatedAt: string) =>
    ledger<PayoutBatch>(`/payout-batches/${encodeURIComponent(id)}/release`, {
      method: 'POST',
      body: JSON.stringify({ approvedBy, ifUnmodifiedSince: expectedUpdatedAt }),
    }),
};

export const statements = {
  /** Periods of an account the user's organisation owns; undefined when it is not theirs. */
  periods: (accountId: string, userId: string) =>
    ledger<{ accountName: string; periods: StatementPeriod[] } | undefined>(
      `/accounts/${encodeURIComponent(accountId)}/statements?member=${encodeURIComponent(userId)}`,
    ),
  render: (accountId: string, periodId: string, format: 'pdf' | 'csv') =>
    ledger<{ statementId: string }>(`/accounts/${encodeURIComponent(accountId)}/statements/${encodeURIComponent(periodId)}/render`, {
      method: 'POST',
      body: JSON.stringify({ format }),
    }),
};

const bankWebhookSecret = process.env.LEDGER_BANK_WEBHOOK_SECRET;
if (!bankWebhookSecret) throw new Error('LEDGER_BANK_WEBHOOK_SECRET is not set');

/**
 * The bank signs `${t}.${rawBody}` and sends `t=<unix seconds>,v1=<hex hmac>`.
 */
export function verifyBankSignature(rawBody: string, header: string | null, now = Math.floor(Date.now() / 1000)): boolean {
  if (!header) return false;
  const fields = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = fields.get('t') ?? '';
  const v1 = fields.get('v1') ?? '';
  if (!/^\d{10}$/.test(t) || Math.abs(now - Number(t)) > Settings.Bank.TIMESTAMP_TOLERANCE_SECONDS) return false;
  if (!/^[0-9a-f]{64}$/.test(v1)) return false;

  const expected = createHmac('sha256', bankWebhookSecret!).update(`${t}.${rawBody}`).digest();
  const received = Buffer.from(v1, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
