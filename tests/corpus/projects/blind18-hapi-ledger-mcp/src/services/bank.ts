import type { Plugin, Server } from '@hapi/hapi';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

export interface Principal {
  userId: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
  accountIds: string[];
}

export interface TransferOrder {
  userId: string;
  fromAccount: string;
  toAccount: string;
  amountCents: number;
  memo?: string;
  idempotencyKey: string;
}

export interface TransferReceipt {
  id: string;
  status: 'booked' | 'pending';
  bookedAt: string;
}

export class BankClient {
  constructor(private readonly baseUrl: string) {}

  private async call<T>(path: string, init: RequestInit & { bearer?: string } = {}): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    if (init.bearer) headers.set('authorization', `Bearer ${init.bearer}`);
    const res = await fetch(`${this.baseUrl}${path}`, { ...init, headers });
    if (!res.ok) throw new Error(`bank ${path} answered ${res.status}`);
    return (await res.json()) as T;
  }

  async introspect(token: string): Promise<Principal | null> {
    const body = new URLSearchParams({ token });
    const out = await this.call<{ active: boolean; sub: string; client_id: string; scope: string; exp: number; accounts: string[] }>(
      '/oauth/introspect',
      { method: 'POST', body },
    );
    if (!out.active) return null;
    return {
      userId: out.sub,
      clientId: out.client_id,
      scopes: out.scope.split(' '),
      expiresAt: out.exp,
      accountIds: out.accounts,
    };
  }

  transfer(order: TransferOrder): Promise<TransferReceipt> {
    return this.call<TransferReceipt>('/transfers', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': order.idempotencyKey },
      body: JSON.stringify(order),
    });
  }

  exportStatement(accountId: string, from: string, to: string, bearer: string): Promise<{ csv: string }> {
    const qs = new URLSearchParams({ from, to });
    return this.call<{ csv: string }>(`/accounts/${encodeURIComponent(accountId)}/statement?${qs}`, { bearer });
  }
}

/**
 * Everything the statement export needs to call the bank on the caller's
 * behalf once the user has picked a period.
 */
export function statementContext(auth: AuthInfo, accountId: string) {
  return {
    accountId,
    userId: String(auth.extra?.userId ?? ''),
    scopes: auth.scopes,
    bearer: auth.token,
  };
}

export type StatementContext = ReturnType<typeof statementContext>;

export const bankPlugin: Plugin<{ baseUrl: string }> = {
  name: 'ledger-bank',
  version: '1.0.0',
  register(server: Server, options) {
    const client = new BankClient(options.baseUrl);
    server.method('bank.introspect', (token: string) => client.introspect(token));
    server.method('bank.transfer', (order: TransferOrder) => client.transfer(order));
    server.method('bank.exportStatement', (accountId: string, from: string, to: string, bearer: string) =>
      client.exportStatement(accountId, from, to, bearer),
    );
  },
};
