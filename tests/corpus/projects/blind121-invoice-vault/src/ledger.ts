// Thin client for the accounting ledger API covering invoices, payouts and exports.
// @ts-nocheck
// Thin client for the accounting backend.
const BASE = process.env.LEDGER_API_URL ?? 'https://ledger.internal.example.com';

export interface Invoice {
  id: string;
  customer: string;
  amountCents: number;
  currency: string;
  status: 'draft' | 'open' | 'paid';
}

export interface PayoutAccount {
  id: string;
  label: string;
  plaidAccessToken: string;
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.LEDGER_API_TOKEN}` },
  });
  if (!res.ok) throw new Error(`ledger ${path} -> ${res.status}`);
  return (await res.json()) as T;
}

export const ledger = {
  getInvoice: (id: string) => call<Invoice>(`/invoices/${encodeURIComponent(id)}`),
  createDraft: (body: Partial<Invoice>) => call<Invoice>('/invoices', { method: 'POST', body: JSON.stringify(body) }),
  payoutAccountFor: (userId: string) => call<PayoutAccount>(`/users/${encodeURIComponent(userId)}/payout-account`),
  pay: (id: string, amountCents: number, accountId: string) =>
    call<{ paymentId: string }>(`/invoices/${encodeURIComponent(id)}/pay`, {
      method: 'POST',
      body: JSON.stringify({ amountCents, accountId }),
    }),
  exportPeriod: (userId: string, period: string, format: string) =>
    call<{ url: string }>(`/exports`, { method: 'POST', body: JSON.stringify({ userId, period, format }) }),
};
