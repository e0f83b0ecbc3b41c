import { ORDERS_URL, PAYSTREAM_URL } from './config.js';
import type { Caller } from './auth.js';

export interface Order {
  id: string;
  customerId: string;
  currency: string;
  totalCents: number;
  refundableCents: number;
}

export interface CustomerMatch {
  id: string;
  name: string;
  emailMasked: string;
}

export interface RefundHold {
  holdId: string;
  captureToken: string;
  expiresAt: number;
}

async function getJson<T>(url: string, caller: Caller): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${caller.bearer}`, accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

export const findOrder = (orderId: string, caller: Caller): Promise<Order | null> =>
  getJson<Order>(`${ORDERS_URL}/orders/${encodeURIComponent(orderId)}`, caller).catch(() => null);

export const searchCustomers = (query: string, caller: Caller): Promise<CustomerMatch[]> =>
  getJson<CustomerMatch[]>(`${ORDERS_URL}/customers?q=${encodeURIComponent(query)}`, caller);

export const recentOrders = (customerId: string, caller: Caller): Promise<Order[]> =>
  getJson<Order[]>(`${ORDERS_URL}/customers/${encodeURIComponent(customerId)}/orders?limit=20`, caller);

/**
 * Asks PayStream to reserve a refund. PayStream checks the agent's refund limit (on their own token) and
 * answers with a hold plus the single-use capture token that executes it.
 */
export async function preauthorizeRefund(order: Order, amountCents: number, caller: Caller): Promise<RefundHold> {
  const res = await fetch(`${PAYSTREAM_URL}/v2/refund-holds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${caller.bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: order.id, amount: amountCents, currency: order.currency }),
  });
  if (!res.ok) throw new Error(`refund hold refused: ${res.status} ${await res.text()}`);
  const json = (await res.json()) as { hold_id: string; capture_token: string; expires_at: string };
  return { holdId: json.hold_id, captureToken: json.capture_token, expiresAt: Date.parse(json.expires_at) };
}

export async function captureRefund(holdId: string, captureToken: string, note?: string): Promise<{ id: string }> {
  const res = await fetch(`${PAYSTREAM_URL}/v2/refund-holds/${encodeURIComponent(holdId)}/capture`, {
    method: 'POST',
    headers: { authorization: `Capture ${captureToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ note }),
  });
  if (!res.ok) throw new Error(`capture failed: ${res.status}`);
  const json = (await res.json()) as { refund_id: string };
  return { id: json.refund_id };
}

export const formatMoney = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
