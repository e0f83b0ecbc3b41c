// HTTP client for the bank-feed aggregator that lists connected accounts and their statement lines.
// @ts-nocheck
export interface StatementLine {
  externalId: string;
  amountCents: number;
  description: string;
  postedOn: string;
}

export class BankFeedClient {
  constructor(private readonly baseUrl: string) {}

  private async get(path: string, apiKey: string, query: Record<string, string> = {}) {
    const url = new URL(path, this.baseUrl);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const res = await fetch(url, {
      headers: { authorization: `ApiKey ${apiKey}`, accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`bank feed ${path} answered ${res.status}`);
    return res.json();
  }

  async accounts(apiKey: string): Promise<{ id: string; name: string; iban: string }[]> {
    const body = await this.get('/v3/accounts', apiKey);
    return body.accounts.map((a) => ({ id: a.id, name: a.display_name, iban: a.iban_masked }));
  }

  async statement(apiKey: string, accountId: string, from: string, to: string): Promise<StatementLine[]> {
    const body = await this.get(`/v3/accounts/${encodeURIComponent(accountId)}/transactions`, apiKey, { from, to });
    return body.transactions.map((t) => ({
      externalId: t.id,
      amountCents: Math.round(Number(t.amount) * 100),
      description: t.description,
      postedOn: t.posted_on,
    }));
  }
}
