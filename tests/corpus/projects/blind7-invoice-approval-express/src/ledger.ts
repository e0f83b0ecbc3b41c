import { config } from './config.js';

export interface Invoice {
  id: string;
  orgId: string;
  vendor: string;
  amount: number;
  currency: string;
  status: 'pending' | 'approved' | 'rejected';
}

async function call<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, config.ledgerApi), {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`ledger ${init.method ?? 'GET'} ${path} -> ${res.status}`);
  return (await res.json()) as T;
}

export const ledger = {
  getInvoice: (id: string, token: string) => call<Invoice>(`/invoices/${encodeURIComponent(id)}`, token),
  approve: (id: string, amount: number, payTo: string, token: string) =>
    call<Invoice>(`/invoices/${encodeURIComponent(id)}/approve`, token, {
      method: 'POST',
      body: JSON.stringify({ amount, payTo }),
    }),
  exportOrg: (orgId: string, format: string, range: { from: string; to: string }) =>
    call<{ url: string; rows: number }>(`/orgs/${encodeURIComponent(orgId)}/export?format=${format}`, process.env.LEDGER_SERVICE_TOKEN ?? '', {
      method: 'POST',
      body: JSON.stringify(range),
    }),
};
