// WMS API client with a cached client-credentials token for bin lookups, purges and transfers.
// @ts-nocheck
import { AppConfig } from '../config/app-config.js';

export interface BinSummary {
  binId: string;
  location: string;
  skuCount: number;
  reservedUnits: number;
}

export class WmsClient {
  private cachedToken?: { value: string; expiresAt: number };

  constructor(private readonly config: AppConfig = AppConfig.get()) {}

  /** OAuth client-credentials token for the WMS API; cached until shortly before expiry. */
  async sessionToken(): Promise<string> {
    if (this.cachedToken && this.cachedToken.expiresAt > Date.now() + 30_000) {
      return this.cachedToken.value;
    }
    const res = await fetch(`${this.config.wmsBaseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: this.config.wmsClientId,
        client_secret: this.config.wmsClientSecret,
      }),
    });
    if (!res.ok) throw new Error(`WMS token request failed: ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    this.cachedToken = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  async getBin(binId: string, token?: string): Promise<BinSummary> {
    return this.call('GET', `/bins/${encodeURIComponent(binId)}`, undefined, token);
  }

  async purgeBin(binId: string, includeReserved: boolean): Promise<{ removedUnits: number }> {
    return this.call('POST', `/bins/${encodeURIComponent(binId)}/purge`, { includeReserved });
  }

  async transfer(sku: string, from: string, to: string, qty: number, token?: string) {
    return this.call('POST', '/transfers', { sku, from, to, qty }, token);
  }

  private async call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const bearer = token ?? (await this.sessionToken());
    const res = await fetch(`${this.config.wmsBaseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`WMS ${method} ${path} -> ${res.status}`);
    return (await res.json()) as T;
  }
}
