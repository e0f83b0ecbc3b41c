export interface Invoice {
  id: string;
  number: string;
  customer: string;
  accountId: string;
  paidCents: number;
  currency: string;
}

export interface Account {
  id: string;
  label: string;
}

/** Thin client for the internal billing API. The service token never leaves this process. */
export class BillingClient {
  constructor(
    private readonly baseUrl: string,
    private readonly serviceToken: string,
  ) {}

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(new URL(path, this.baseUrl), {
      ...init,
      headers: { authorization: `Bearer ${this.serviceToken}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`billing ${res.status} ${path}`);
    return (await res.json()) as T;
  }

  invoice(id: string) {
    return this.call<Invoice>(`/v2/invoices/${encodeURIComponent(id)}`);
  }

  accountsOf(userId: string) {
    return this.call<Account[]>(`/v2/users/${encodeURIComponent(userId)}/accounts`);
  }

  refund(invoiceId: string, amountCents: number, reason?: string) {
    return this.call<{ id: string; status: string }>(`/v2/invoices/${encodeURIComponent(invoiceId)}/refunds`, {
      method: 'POST',
      body: JSON.stringify({ amount: amountCents, reason }),
    });
  }

  statement(accountId: string, month: string) {
    return this.call<{ url: string; lines: number }>(
      `/v2/accounts/${encodeURIComponent(accountId)}/statements/${encodeURIComponent(month)}`,
    );
  }
}
