import { env } from '../config/env.js';

export type BillingHeaders = Record<string, string>;

/**
 * Billing calls are made on behalf of the agent (delegated token), so the billing audit log
 * shows who refunded what.
 */
export function billingHeaders(agentToken: string): BillingHeaders {
  return {
    authorization: `Bearer ${agentToken}`,
    'x-billing-client': 'refund-desk',
    accept: 'application/json',
  };
}

export interface Charge {
  id: string;
  amountCents: number;
  refundedCents: number;
  currency: string;
  customerEmail: string;
  status: 'succeeded' | 'pending' | 'failed' | 'disputed';
}

export interface Refund {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
}

async function call<T>(path: string, init: RequestInit & { headers: BillingHeaders }): Promise<T> {
  const res = await fetch(`${env.billingBaseUrl}${path}`, init);
  if (!res.ok) {
    const detail = await res.text().catch(() => '');
    throw new Error(`billing ${init.method ?? 'GET'} ${path} failed: ${res.status} ${detail.slice(0, 200)}`);
  }
  return (await res.json()) as T;
}

export function fetchCharge(chargeId: string, headers: BillingHeaders): Promise<Charge> {
  return call<Charge>(`/charges/${encodeURIComponent(chargeId)}`, { headers });
}

export function postRefund(
  chargeId: string,
  amountCents: number,
  reason: string,
  headers: BillingHeaders,
  idempotencyKey: string,
): Promise<Refund> {
  return call<Refund>(`/charges/${encodeURIComponent(chargeId)}/refunds`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ amount: amountCents, reason }),
  });
}

export function formatMoney(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
}
