// HTTP client for the billing service: invoices, approvals and vendor search.
// @ts-nocheck
import { BILLING_API } from './config.js';

export interface Invoice {
  id: string;
  vendor: string;
  amountCents: number;
  currency: string;
  payTo: string;
  status: 'open' | 'approved' | 'paid' | 'void';
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(new URL(path, BILLING_API), {
    ...init,
    headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`billing ${path} -> ${res.status}`);
  return (await res.json()) as T;
}

export const getInvoice = (id: string) => call<Invoice>(`/invoices/${encodeURIComponent(id)}`);

export const searchVendors = (q: string) =>
  call<{ id: string; name: string; country: string }[]>(`/vendors?q=${encodeURIComponent(q)}`);

export function approveInvoice(id: string, approver: string, comment?: string) {
  return call<Invoice>(`/invoices/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    body: JSON.stringify({ approver, comment }),
  });
}
