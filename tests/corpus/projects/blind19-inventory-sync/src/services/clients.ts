export interface StockLevel {
  sku: string;
  warehouse: string;
  onHand: number;
  reserved: number;
}

export interface SupplierGrant {
  supplierId: string;
  refreshToken: string;
  categories: string[];
}

export class WarehouseApi {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  private async req<T>(path: string, init?: RequestInit): Promise<T> {
    const res = await fetch(new URL(path, this.baseUrl), {
      ...init,
      headers: { authorization: `Bearer ${this.token}`, "content-type": "application/json" },
    });
    if (!res.ok) throw new Error(`warehouse ${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  stock(sku: string, warehouse: string) {
    return this.req<StockLevel>(`/stock/${encodeURIComponent(warehouse)}/${encodeURIComponent(sku)}`);
  }

  canManage(userId: string, warehouse: string) {
    return this.req<{ allowed: boolean }>(`/acl/${encodeURIComponent(userId)}/warehouses/${encodeURIComponent(warehouse)}`);
  }

  adjust(input: { sku: string; warehouse: string; delta: number; reason: string; actor: string }) {
    return this.req<StockLevel>("/adjustments", { method: "POST", body: JSON.stringify(input) });
  }

  supplierGrant(userId: string) {
    return this.req<SupplierGrant | null>(`/users/${encodeURIComponent(userId)}/supplier-grant`);
  }

  importCatalog(input: { supplierId: string; categories: string[]; refreshToken: string; actor: string }) {
    return this.req<{ imported: number }>("/catalog/imports", { method: "POST", body: JSON.stringify(input) });
  }
}

export interface Quote {
  sku: string;
  quantity: number;
  unitPriceCents: number;
  currency: string;
  deliveryDays: number;
  supplierQuoteId: string;
}

/** Client-credentials client for the supplier API. The access token never leaves this process. */
export class SupplierApi {
  private accessToken?: { value: string; expiresAt: number };

  constructor(
    private readonly baseUrl: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
  ) {}

  private async bearer(): Promise<string> {
    if (this.accessToken && this.accessToken.expiresAt - 30_000 > Date.now()) return this.accessToken.value;
    const res = await fetch(new URL("/oauth/token", this.baseUrl), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: this.clientId,
        client_secret: this.clientSecret,
      }),
    });
    if (!res.ok) throw new Error(`supplier token: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    this.accessToken = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  async quote(sku: string, quantity: number): Promise<Quote> {
    const res = await fetch(new URL("/quotes", this.baseUrl), {
      method: "POST",
      headers: { authorization: `Bearer ${await this.bearer()}`, "content-type": "application/json" },
      body: JSON.stringify({ sku, quantity }),
    });
    if (!res.ok) throw new Error(`supplier quote: HTTP ${res.status}`);
    return (await res.json()) as Quote;
  }

  async order(quote: Quote, poReference: string): Promise<{ orderId: string }> {
    const res = await fetch(new URL("/orders", this.baseUrl), {
      method: "POST",
      headers: { authorization: `Bearer ${await this.bearer()}`, "content-type": "application/json" },
      body: JSON.stringify({ quoteId: quote.supplierQuoteId, poReference }),
    });
    if (!res.ok) throw new Error(`supplier order: HTTP ${res.status}`);
    return (await res.json()) as { orderId: string };
  }
}
