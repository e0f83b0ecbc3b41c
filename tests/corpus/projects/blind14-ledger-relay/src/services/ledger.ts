export interface Transfer {
  id: string;
  ownerId: string;
  payee: string;
  amountMinor: number;
  currency: string;
  status: 'pending' | 'settled' | 'voided';
}

export interface StatementLine {
  bookedAt: string;
  description: string;
  amountMinor: number;
}

export class LedgerError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export class LedgerClient {
  constructor(private readonly baseUrl: string, private readonly fetchImpl: typeof fetch = fetch) {}

  private async call<T>(path: string, token: string | undefined, init: RequestInit = {}): Promise<T> {
    const res = await this.fetchImpl(new URL(path, this.baseUrl + '/'), {
      ...init,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    if (!res.ok) throw new LedgerError(res.status, `${init.method ?? 'GET'} ${path} -> ${res.status}`);
    return (await res.json()) as T;
  }

  getTransfer(id: string, token?: string): Promise<Transfer> {
    return this.call(`transfers/${encodeURIComponent(id)}`, token);
  }

  voidTransfer(id: string, reason: string, token?: string): Promise<Transfer> {
    return this.call(`transfers/${encodeURIComponent(id)}/void`, token, {
      method: 'POST',
      body: JSON.stringify({ reason }),
    });
  }

  async *statementLines(accountId: string, from: string, to: string, token?: string): AsyncGenerator<StatementLine> {
    let cursor: string | null = null;
    do {
      const qs = new URLSearchParams({ from, to, ...(cursor ? { cursor } : {}) });
      const page: { lines: StatementLine[]; next: string | null } = await this.call(
        `accounts/${encodeURIComponent(accountId)}/lines?${qs}`,
        token,
      );
      yield* page.lines;
      cursor = page.next;
    } while (cursor);
  }
}
