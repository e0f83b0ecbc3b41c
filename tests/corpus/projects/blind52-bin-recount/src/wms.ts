import { env } from './env.js';
import type { CounterLogin, Counts } from './state/codec.js';

export interface BinLine {
  sku: string;
  description: string;
  expected: number;
  uom: string;
}

export interface BinLock {
  lockId: string;
  lines: BinLine[];
}

export class WmsError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/**
 * The WMS attributes counts to the person who made them, so lock/post/unlock run
 * as the counter (HTTP basic); write-offs and stock lookups run as the service account.
 */
export class WmsClient {
  constructor(private readonly baseUrl: string, private readonly serviceToken: string) {}

  private async request<T>(path: string, init: RequestInit & { as?: CounterLogin } = {}): Promise<T> {
    const { as, ...rest } = init;
    const authorization = as
      ? `Basic ${Buffer.from(`${as.username}:${as.password}`).toString('base64')}`
      : `Bearer ${this.serviceToken}`;
    const res = await fetch(new URL(path, this.baseUrl), {
      ...rest,
      headers: { authorization, 'content-type': 'application/json', ...(rest.headers ?? {}) },
    });
    if (!res.ok) throw new WmsError(res.status, `WMS ${rest.method ?? 'GET'} ${path}: ${res.status}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  lockBin(bin: string, as: CounterLogin): Promise<BinLock> {
    return this.request(`/api/bins/${encodeURIComponent(bin)}/count-lock`, { method: 'POST', as });
  }

  unlockBin(bin: string, lockId: string, as: CounterLogin): Promise<void> {
    return this.request(`/api/bins/${encodeURIComponent(bin)}/count-lock/${lockId}`, { method: 'DELETE', as });
  }

  postCount(bin: string, lockId: string, counts: Counts, as: CounterLogin): Promise<{ documentNo: string }> {
    return this.request(`/api/bins/${encodeURIComponent(bin)}/counts`, {
      method: 'POST',
      as,
      body: JSON.stringify({ lockId, lines: Object.entries(counts).map(([sku, counted]) => ({ sku, counted })) }),
    });
  }

  async onHand(bin: string, sku: string): Promise<number> {
    const body = await this.request<{ quantity: number }>(`/api/bins/${encodeURIComponent(bin)}/stock/${encodeURIComponent(sku)}`);
    return body.quantity;
  }

  writeOff(input: { bin: string; sku: string; quantity: number; reasonCode: string; requestedBy: string }): Promise<{ documentNo: string }> {
    return this.request('/api/adjustments/write-off', { method: 'POST', body: JSON.stringify(input) });
  }
}

export const wms = new WmsClient(env.WMS_BASE_URL, env.WMS_SERVICE_TOKEN);
