// Core-banking API client for user sessions, account statements and transfers.
// @ts-nocheck
// Thin client for the core-banking HTTP API. One session per user.

export interface BankSession {
  accessToken: string;
  expiresAt: number;
}

export interface StatementLine {
  date: string;
  amount: number;
  memo: string;
}

const BASE = process.env.BANK_API_URL ?? 'https://bank.internal.example/api/v2';

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${BASE}${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`bank API ${path} -> ${res.status}`);
  return (await res.json()) as T;
}

export default class BankClient {
  constructor(private readonly serviceSecret = process.env.BANK_SERVICE_SECRET ?? '') {}

  openSession(userId: string): Promise<BankSession> {
    return call<BankSession>('/sessions', {
      method: 'POST',
      body: JSON.stringify({ userId, serviceSecret: this.serviceSecret }),
    });
  }

  statement(token: string, accountId: string, from: string, to: string): Promise<StatementLine[]> {
    const q = new URLSearchParams({ from, to });
    return call<StatementLine[]>(`/accounts/${encodeURIComponent(accountId)}/statement?${q}`, { token });
  }

  async transfer(userId: string, from: string, to: string, amountCents: number, currency: string) {
    const session = await this.openSession(userId);
    return call<{ transferId: string }>('/transfers', {
      method: 'POST',
      token: session.accessToken,
      body: JSON.stringify({ from, to, amountCents, currency }),
    });
  }
}
