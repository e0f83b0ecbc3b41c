// REST client for the orders API: lookups, holds, refunds and customer listings.
// @ts-nocheck
export interface Order {
  id: string;
  customerEmail: string;
  totalCents: number;
  currency: string;
  status: 'paid' | 'shipped' | 'refunded' | 'on_hold';
}

export class OrdersApi {
  private readonly base: string;
  private readonly token: string;

  constructor() {
    const base = process.env.ORDERS_API_URL;
    const token = process.env.ORDERS_API_TOKEN;
    if (!base || !token) throw new Error('ORDERS_API_URL / ORDERS_API_TOKEN missing');
    this.base = base;
    this.token = token;
  }

  private async req<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  get(id: string) {
    return this.req<Order>('GET', `/orders/${encodeURIComponent(id)}`);
  }
  placeHold(id: string, reason: string) {
    return this.req<Order>('POST', `/orders/${encodeURIComponent(id)}/hold`, { reason });
  }
  releaseHold(id: string) {
    return this.req<Order>('DELETE', `/orders/${encodeURIComponent(id)}/hold`);
  }
  refund(id: string, amountCents: number, actor: string) {
    return this.req<{ refundId: string }>('POST', `/orders/${encodeURIComponent(id)}/refunds`, { amountCents, actor });
  }
  listForCustomer(email: string) {
    return this.req<Order[]>('GET', `/orders?customer=${encodeURIComponent(email)}`);
  }
}
