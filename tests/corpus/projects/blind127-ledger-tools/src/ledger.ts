// Ledger API client for accounts, transfers and transaction categories, plus formatting.
// @ts-nocheck
import { config } from './config.js';

export interface Transfer {
  fromAccount: string;
  toAccount: string;
  amountCents: number;
  memo?: string;
}

async function call<T>(path: string, init: RequestInit & { actor: string }): Promise<T> {
  const res = await fetch(new URL(path, config.ledgerUrl), {
    ...init,
    headers: { 'content-type': 'application/json', 'x-ledger-actor': init.actor },
  });
  if (!res.ok) throw new Error(`ledger ${path} failed: ${res.status}`);
  return (await res.json()) as T;
}

export const ledger = {
  accounts: (actor: string) => call<{ id: string; name: string; balanceCents: number }[]>('/v1/accounts', { actor }),
  transfer: (t: Transfer, actor: string) =>
    call<{ id: string }>('/v1/transfers', { method: 'POST', body: JSON.stringify(t), actor }),
  suggestCategories: (txId: string, actor: string) =>
    call<string[]>(`/v1/transactions/${encodeURIComponent(txId)}/suggestions`, { actor }),
  categorize: (txId: string, category: string, split: number | undefined, actor: string) =>
    call<{ ok: true }>(`/v1/transactions/${encodeURIComponent(txId)}/category`, {
      method: 'PUT',
      body: JSON.stringify({ category, split }),
      actor,
    }),
};

export const cents = (n: number) => `$${(n / 100).toFixed(2)}`;
