import { randomUUID } from 'node:crypto';

export interface StockLevel {
  sku: string;
  warehouse: string;
  onHand: number;
  revision: number;
}

/** Server-side ERP client. The API key never leaves this process. */
export class ErpClient {
  constructor(private readonly opts: { baseUrl: string; apiKey: string }) {}

  private async request<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.opts.baseUrl}${path}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        'x-api-key': this.opts.apiKey,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
    });
    if (!res.ok) throw new Error(`ERP ${init.method ?? 'GET'} ${path} -> ${res.status}`);
    return (await res.json()) as T;
  }

  stock(sku: string, warehouse: string): Promise<StockLevel> {
    return this.request(`/stock/${encodeURIComponent(warehouse)}/${encodeURIComponent(sku)}`);
  }

  adjust(level: StockLevel, delta: number, reason: string, actor: string): Promise<StockLevel> {
    return this.request(`/stock/${encodeURIComponent(level.warehouse)}/${encodeURIComponent(level.sku)}/adjustments`, {
      method: 'POST',
      // The ERP rejects the write with 409 if someone else touched the row since `revision`.
      body: JSON.stringify({ delta, reason, actor, ifRevision: level.revision }),
    });
  }
}
