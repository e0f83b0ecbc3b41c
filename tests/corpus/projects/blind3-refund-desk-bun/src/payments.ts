const base = Bun.env.PAYMENTS_URL ?? 'http://payments.internal';

export const payments = {
  async refund(orderId: string, amountCents: number, reason: string): Promise<string> {
    const res = await fetch(`${base}/orders/${orderId}/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${Bun.env.PAYMENTS_SERVICE_TOKEN}` },
      body: JSON.stringify({ amountCents, reason }),
    });
    if (!res.ok) throw new Error(`payments: ${res.status}`);
    return ((await res.json()) as { id: string }).id;
  },
};
