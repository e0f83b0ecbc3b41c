// HTTP client for the bank-feed aggregator: token exchange, account listing and transaction pulls.
// @ts-nocheck
const DEFAULTS = { timeoutMs: 8_000, pageSize: 200 };

export class BankFeedClient {
  private readonly opts;

  constructor(options = {}) {
    this.opts = Object.assign({}, DEFAULTS, options);
  }

  private async call(path: string, init: RequestInit = {}) {
    const res = await fetch(new URL(path, this.opts.baseUrl), {
      ...init,
      signal: AbortSignal.timeout(this.opts.timeoutMs),
    });
    if (!res.ok) {
      const detail = await res.text().catch(() => '');
      throw new Error(`bank feed ${path} failed: ${res.status} ${detail.slice(0, 200)}`);
    }
    return res.json();
  }

  exchange(connectionId: string, onBehalfOf: string) {
    return this.call('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: this.opts.clientId,
        client_secret: this.opts.clientSecret,
        connection_id: connectionId,
        acting_user: onBehalfOf,
      }),
    });
  }

  accounts(feedToken: string, connectionId: string) {
    return this.call(`/connections/${encodeURIComponent(connectionId)}/accounts`, {
      headers: { authorization: `Bearer ${feedToken}` },
    });
  }

  async transactions(feedToken: string, accountId: string, { since }: { since?: string } = {}) {
    const all = [];
    let cursor;
    do {
      const qs = new URLSearchParams({ limit: String(this.opts.pageSize) });
      if (since) qs.set('since', since);
      if (cursor) qs.set('cursor', cursor);
      const page = await this.call(`/accounts/${encodeURIComponent(accountId)}/transactions?${qs}`, {
        headers: { authorization: `Bearer ${feedToken}` },
      });
      all.push(...page.items.map((t) => ({
        id: t.transaction_id,
        bookedOn: t.booking_date,
        amountCents: Math.round(Number(t.amount) * 100),
        description: t.description ?? '',
      })));
      cursor = page.next_cursor;
    } while (cursor);
    return all;
  }
}
