import { config } from './config.js';
import type { Caller } from './caller.js';

export interface FeeQuote {
  quoteId: string;
  feeMinor: number;
  currency: string;
  expiresAt: string;
}

export interface StatementPage {
  lines: Array<{ bookedAt: string; description: string; amountMinor: number; currency: string }>;
  hasMore: boolean;
}

async function call<T>(caller: Caller, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, config.coreBankingUrl), {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${caller.bearer}`, ...init.headers },
  });
  if (!res.ok) throw new Error(`core banking ${init.method ?? 'GET'} ${path} failed: ${res.status}`);
  return (await res.json()) as T;
}

export const coreBanking = {
  quoteTransfer(caller: Caller, from: string, to: string, amountMinor: number) {
    return call<FeeQuote>(caller, '/v2/transfers/quotes', {
      method: 'POST',
      body: JSON.stringify({ from, to, amountMinor }),
    });
  },

  executeTransfer(caller: Caller, input: { from: string; to: string; amountMinor: number; quoteId: string; reference?: string }) {
    return call<{ transferId: string; status: string }>(caller, '/v2/transfers', {
      method: 'POST',
      headers: { 'idempotency-key': input.quoteId },
      body: JSON.stringify(input),
    });
  },

  async accountsOf(caller: Caller): Promise<string[]> {
    const body = await call<{ accounts: Array<{ iban: string }> }>(caller, '/v2/me/accounts');
    return body.accounts.map((a) => a.iban);
  },
};

// Bulk statements only exist on the back-office reporting API, which takes a service
// credential rather than the end user's token. Callers must check ownership first.
export async function statementPage(accountId: string, from: string, to: string, page: number): Promise<StatementPage> {
  const qs = new URLSearchParams({ from, to, page: String(page), pageSize: '200' });
  const res = await fetch(new URL(`/reporting/v1/accounts/${encodeURIComponent(accountId)}/statement?${qs}`, config.coreBankingUrl), {
    headers: { authorization: `Bearer ${process.env.REPORTING_API_TOKEN}` },
  });
  if (!res.ok) throw new Error(`reporting statement failed: ${res.status}`);
  return (await res.json()) as StatementPage;
}
