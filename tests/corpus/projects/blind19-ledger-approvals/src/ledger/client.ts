export interface Account {
  id: string;
  owner: string;
  name: string;
  balanceCents: number;
  currency: string;
}

export interface TransferOrder {
  fromAccount: string;
  toAccount: string;
  amountCents: number;
  currency: string;
  reference?: string;
}

export interface StatementLine {
  postedAt: number;
  description: string;
  amountCents: number;
}

export class LedgerClient {
  constructor(
    private readonly baseUrl: string,
    private readonly serviceToken: string,
  ) {}

  private async call<T>(path: string, init: RequestInit = {}, actAs?: string): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${actAs ?? this.serviceToken}`,
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    if (!res.ok) throw new Error(`ledger ${init.method ?? "GET"} ${path} failed with ${res.status}`);
    return (await res.json()) as T;
  }

  account(id: string): Promise<Account> {
    return this.call(`/accounts/${encodeURIComponent(id)}`);
  }

  transfer(order: TransferOrder, actAs: string): Promise<{ id: string; status: string }> {
    return this.call("/transfers", { method: "POST", body: JSON.stringify(order) }, actAs);
  }

  statement(accountId: string, period: string, actAs: string): Promise<StatementLine[]> {
    const qs = new URLSearchParams({ period });
    return this.call(`/accounts/${encodeURIComponent(accountId)}/statement?${qs}`, {}, actAs);
  }

  postMemo(accountId: string, lines: string[]): Promise<{ id: string }> {
    return this.call(`/accounts/${encodeURIComponent(accountId)}/memos`, {
      method: "POST",
      body: JSON.stringify({ body: lines.join("\n") }),
    });
  }
}
