import { config } from './config.js';

export interface Invoice {
  id: string;
  number: string;
  customer: string;
  total: string;
  currency: string;
  status: 'open' | 'paid' | 'void';
}

export interface UnmatchedEntry {
  id: string;
  offset: number;
  date: string;
  amount: string;
  memo: string;
  suggestions: string[];
}

async function ledger<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${config.ledgerApiUrl}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${config.ledgerServiceToken}`,
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  if (!res.ok) throw new Error(`ledger ${init.method ?? 'GET'} ${path}: ${res.status}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export const ledgerClient = {
  getInvoice: (id: string) => ledger<Invoice>(`/invoices/${encodeURIComponent(id)}`),

  voidInvoice: (id: string, actor: string, reason: string) =>
    ledger<void>(`/invoices/${encodeURIComponent(id)}/void`, {
      method: 'POST',
      body: JSON.stringify({ actor, reason }),
    }),

  nextUnmatched: (account: string, offset: number) =>
    ledger<UnmatchedEntry | null>(
      `/accounts/${encodeURIComponent(account)}/unmatched/next?offset=${offset}&limit=${config.reconcileBatchSize}`,
    ),

  categorize: (account: string, entryId: string, category: string, actor: string) =>
    ledger<void>(`/accounts/${encodeURIComponent(account)}/entries/${encodeURIComponent(entryId)}`, {
      method: 'PATCH',
      body: JSON.stringify({ category, matchedBy: actor }),
    }),

  balance: (account: string) => ledger<{ account: string; balance: string; currency: string; asOf: string }>(
    `/accounts/${encodeURIComponent(account)}/balance`,
  ),
};
