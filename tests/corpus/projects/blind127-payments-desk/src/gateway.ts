// Payments gateway client for charges, refunds, invoices and customers, plus merchant key lookup.
// @ts-nocheck
import { merchantVaultToken } from './keys';

export interface Charge {
  id: string;
  amountCents: number;
  currency: string;
  customerEmail: string;
  refundedCents: number;
}

export async function merchantKeyFor(userId: string): Promise<string> {
  const res = await fetch(`${process.env.VAULT_ADDR}/v1/payments/merchant/${encodeURIComponent(userId)}`, {
    headers: { 'x-vault-token': merchantVaultToken() },
  });
  if (!res.ok) throw new Error(`vault: ${res.status}`);
  const body = (await res.json()) as { data: { restricted_key: string } };
  return body.data.restricted_key;
}

async function gw<T>(key: string, path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`https://api.payments.example.com${path}`, {
    ...init,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`gateway ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const getCharge = (key: string, id: string) => gw<Charge>(key, `/v1/charges/${id}`);
export const refund = (key: string, chargeId: string, amountCents: number, reason: string) =>
  gw<{ id: string }>(key, '/v1/refunds', { method: 'POST', body: JSON.stringify({ charge: chargeId, amount: amountCents, reason }) });
export const searchInvoices = (key: string, email: string) =>
  gw<{ data: { id: string; number: string; totalCents: number; status: string }[] }>(key, `/v1/invoices?email=${encodeURIComponent(email)}`);
export const searchCustomers = (key: string, q: string) =>
  gw<{ data: { email: string; name: string }[] }>(key, `/v1/customers/search?q=${encodeURIComponent(q)}`);
