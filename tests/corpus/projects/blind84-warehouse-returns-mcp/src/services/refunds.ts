// Client for the payments service's refund API, authenticated with an OAuth client-credentials token held in memory.
// @ts-nocheck
export class RefundsClient {
  #cached: { token: string; expiresAt: number } | undefined;

  constructor(private readonly baseUrl: string, private readonly client: { id: string; secret: string }) {}

  private async serviceToken(): Promise<string> {
    if (this.#cached && this.#cached.expiresAt - 30_000 > Date.now()) return this.#cached.token;
    const res = await fetch(new URL('/oauth/token', this.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: this.client.id,
        client_secret: this.client.secret,
        scope: 'refunds:create',
      }),
    });
    if (!res.ok) throw new Error(`payments token endpoint answered ${res.status}`);
    const body = await res.json();
    this.#cached = { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  async refund(input: { returnId: string; orderId: string; amountCents: number; idempotencyKey: string }) {
    const res = await fetch(new URL('/refunds', this.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await this.serviceToken()}`,
        'idempotency-key': input.idempotencyKey,
      },
      body: JSON.stringify({ order_id: input.orderId, amount_cents: input.amountCents, reference: `return:${input.returnId}` }),
    });
    if (!res.ok) throw new Error(`refund failed with HTTP ${res.status}`);
    const body = await res.json();
    return { refundId: body.id, status: body.status };
  }
}
