import { config } from './config.js';

export interface Introspection {
  active: boolean;
  subject: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
}

export interface TransferRequest {
  fromAccount: string;
  toAccount: string;
  amountCents: number;
  memo?: string;
}

export interface DateRange {
  from: string;
  to: string;
}

type CallInit = RequestInit & { authorization?: string };

export class LedgerClient {
  constructor(
    private readonly baseUrl: string,
    private readonly serviceToken: string = process.env.LEDGER_SERVICE_TOKEN ?? '',
  ) {}

  private async call<T>(path: string, init: CallInit = {}): Promise<T> {
    const { authorization, headers, ...rest } = init;
    const res = await fetch(new URL(path, this.baseUrl), {
      ...rest,
      headers: {
        'content-type': 'application/json',
        authorization: authorization ?? `Bearer ${this.serviceToken}`,
        ...(headers as Record<string, string> | undefined),
      },
    });
    if (!res.ok) throw new Error(`ledger ${init.method ?? 'GET'} ${path} -> ${res.status}`);
    return (await res.json()) as T;
  }

  introspect(token: string): Promise<Introspection> {
    return this.call('/oauth/introspect', { method: 'POST', body: JSON.stringify({ token }) });
  }

  async canRead(userId: string, accountId: string): Promise<boolean> {
    const { allowed } = await this.call<{ allowed: boolean }>(
      `/accounts/${encodeURIComponent(accountId)}/permissions/${encodeURIComponent(userId)}`,
    );
    return allowed;
  }

  transfer(req: TransferRequest, opts: { authorization: string }): Promise<{ id: string; status: string }> {
    return this.call('/transfers', { method: 'POST', body: JSON.stringify(req), authorization: opts.authorization });
  }

  exportStatement(accountId: string, range: DateRange, format: 'csv' | 'pdf'): Promise<{ url: string; expiresAt: string }> {
    return this.call(`/accounts/${encodeURIComponent(accountId)}/statements`, {
      method: 'POST',
      body: JSON.stringify({ ...range, format }),
    });
  }
}

let instance: LedgerClient | undefined;

/** One client per process; created on first use so config has been resolved. */
export function getLedgerClient(): LedgerClient {
  return (instance ??= new LedgerClient(config.ledgerApiUrl));
}
