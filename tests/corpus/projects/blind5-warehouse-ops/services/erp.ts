export interface ErpConfig {
  baseUrl: string;
  apiKey: string;
  warehouseCode: string;
  timeoutMs: number;
}

export interface ErpSession {
  token: string;
  operator: string;
  expiresAt: number;
}

export interface StockLine {
  sku: string;
  bin: string;
  onHand: number;
}

export class ErpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export class ErpClient {
  constructor(private readonly config: ErpConfig) {}

  static fromEnv(): ErpClient {
    const apiKey = Deno.env.get('ERP_API_KEY');
    if (!apiKey) throw new Error('ERP_API_KEY is not set');
    return new ErpClient({
      baseUrl: Deno.env.get('ERP_URL') ?? 'https://erp.example.net/api',
      apiKey,
      warehouseCode: Deno.env.get('WAREHOUSE') ?? 'DC1',
      timeoutMs: 10_000,
    });
  }

  private async call<T>(path: string, init: RequestInit & { session?: string } = {}): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set('x-api-key', this.config.apiKey);
    headers.set('content-type', 'application/json');
    if (init.session) headers.set('x-erp-session', init.session);
    const res = await fetch(`${this.config.baseUrl}${path}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    if (!res.ok) throw new ErpError(res.status, `${init.method ?? 'GET'} ${path} -> ${res.status}`);
    return (await res.json()) as T;
  }

  /** Operator sessions are what the ERP audit trail is keyed on. */
  openSession(operator: string): Promise<ErpSession> {
    return this.call<ErpSession>('/sessions', {
      method: 'POST',
      body: JSON.stringify({ operator, warehouse: this.config.warehouseCode }),
    });
  }

  stockInBin(bin: string): Promise<StockLine[]> {
    return this.call<StockLine[]>(`/warehouses/${this.config.warehouseCode}/bins/${encodeURIComponent(bin)}/stock`);
  }

  transfer(session: string, move: { sku: string; fromBin: string; toBin: string; qty: number }) {
    return this.call<{ movementId: string }>('/movements', { method: 'POST', body: JSON.stringify(move), session });
  }

  recordCount(operator: string, bin: string, counts: Record<string, number>) {
    return this.call<{ countId: string }>('/counts', {
      method: 'POST',
      body: JSON.stringify({ operator, bin, counts, warehouse: this.config.warehouseCode }),
    });
  }
}
