// Models the payments provider wrapper used to look up orders and issue refunds.
// @ts-nocheck
export class Payments {
  constructor(private readonly baseUrl = process.env.PAYMENTS_URL ?? 'https://payments.internal') {}

  async order(orderId: string) {
    const res = await fetch(`${this.baseUrl}/orders/${orderId}`);
    if (!res.ok) throw new Error(`order ${orderId} not found`);
    return res.json() as Promise<{ id: string; customerId: string; totalCents: number; refundedCents: number }>;
  }

  async refund(orderId: string, amountCents: number, reason: string, actor: string) {
    const res = await fetch(`${this.baseUrl}/orders/${orderId}/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amountCents, reason, actor }),
    });
    if (!res.ok) throw new Error(`refund failed: ${res.status}`);
    return res.json() as Promise<{ refundId: string }>;
  }
}
