import { injectable } from 'tsyringe';

export interface ApproverCredentials {
  email: string;
  password: string;
}

export interface Ledger {
  customerFor(userId: string): Promise<string>;
  refund(chargeId: string, amountCents: number, opts: { reason: string; approver: ApproverCredentials }): Promise<string>;
  applyCredit(customerId: string, amountCents: number, memo: string): Promise<string>;
  exportInvoices(customerId: string, from: string, to: string, format: 'csv' | 'pdf'): Promise<string>;
}

/** Thin client for the internal ledger service. */
@injectable()
export class HttpLedger implements Ledger {
  private readonly base = process.env.LEDGER_URL ?? 'http://ledger.internal:8080';

  private async call<T>(path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'x-service': 'billing-mcp' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`ledger ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  async customerFor(userId: string) {
    return (await this.call<{ customerId: string }>(`/users/${encodeURIComponent(userId)}/customer`)).customerId;
  }

  async refund(chargeId: string, amountCents: number, opts: { reason: string; approver: ApproverCredentials }) {
    return (await this.call<{ refundId: string }>('/refunds', { chargeId, amountCents, ...opts })).refundId;
  }

  async applyCredit(customerId: string, amountCents: number, memo: string) {
    return (await this.call<{ creditId: string }>('/credits', { customerId, amountCents, memo })).creditId;
  }

  async exportInvoices(customerId: string, from: string, to: string, format: 'csv' | 'pdf') {
    return (await this.call<{ url: string }>('/exports', { customerId, from, to, format })).url;
  }
}
