export interface Order {
  readonly id: string;
  readonly number: string;
  readonly accountId: string;
  readonly currency: string;
  readonly capturedCents: number;
  readonly refundedCents: number;
}

export interface Invoice {
  readonly id: string;
  readonly number: string;
  readonly accountId: string;
  readonly status: 'draft' | 'open' | 'paid' | 'void';
  readonly totalCents: number;
  readonly currency: string;
}

export interface StatementPreview {
  readonly entryCount: number;
  readonly openingBalanceCents: number;
  readonly closingBalanceCents: number;
  readonly currency: string;
}

export interface RefundReceipt {
  readonly refundId: string;
  readonly orderNumber: string;
  readonly amountCents: number;
  readonly currency: string;
}

/** Thin client for the ledger service's internal API. */
export class LedgerClient {
  constructor(
    private readonly baseUrl: URL,
    private readonly apiKey: string,
  ) {}

  getOrder(id: string): Promise<Order | undefined> {
    return this.get(`/orders/${encodeURIComponent(id)}`);
  }

  getInvoice(id: string): Promise<Invoice | undefined> {
    return this.get(`/invoices/${encodeURIComponent(id)}`);
  }

  async previewStatement(accountId: string, period: string): Promise<StatementPreview> {
    const preview = await this.get<StatementPreview>(
      `/accounts/${encodeURIComponent(accountId)}/statements/${encodeURIComponent(period)}/preview`,
    );
    if (!preview) throw new Error(`No statement for ${accountId} ${period}`);
    return preview;
  }

  refund(input: { orderId: string; amountCents: number; currency: string; idempotencyKey: string; requestedBy: string }) {
    return this.post<RefundReceipt>(`/orders/${encodeURIComponent(input.orderId)}/refunds`, input, input.idempotencyKey);
  }

  voidInvoice(invoiceId: string, reason: string, requestedBy: string) {
    return this.post<Invoice>(`/invoices/${encodeURIComponent(invoiceId)}/void`, { reason, requestedBy });
  }

  exportStatement(input: { accountId: string; period: string; format: 'pdf' | 'csv'; idempotencyKey: string }) {
    return this.post<{ downloadUrl: string; expiresAt: string }>(
      `/accounts/${encodeURIComponent(input.accountId)}/statements/${encodeURIComponent(input.period)}/exports`,
      { format: input.format },
      input.idempotencyKey,
    );
  }

  private async get<T>(path: string): Promise<T | undefined> {
    const res = await fetch(new URL(path, this.baseUrl), { headers: { 'x-api-key': this.apiKey } });
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`ledger GET ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  private async post<T>(path: string, body: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { 'x-api-key': this.apiKey, 'content-type': 'application/json' };
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const res = await fetch(new URL(path, this.baseUrl), { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`ledger POST ${path}: ${res.status}`);
    return (await res.json()) as T;
  }
}
