// Yard-management API client that holds receiving docks and confirms stock moves against a dock lease.
// @ts-nocheck
export interface DockLease {
  dock: string;
  leaseToken: string;
  until: string;
}

/** Thin client for the yard-management API that hands out dock leases. */
export class CarrierClient {
  readonly #base: string;
  readonly #apiKey: string;

  constructor(base: string, apiKey: string) {
    this.#base = base;
    this.#apiKey = apiKey;
  }

  async #post<T>(path: string, body: unknown, attempt = 0): Promise<T> {
    const res = await fetch(`${this.#base}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': this.#apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status === 429 && attempt < 3) {
      const jitter = Math.floor(Math.random() * 250);
      await new Promise((r) => setTimeout(r, 2 ** attempt * 200 + jitter));
      return this.#post(path, body, attempt + 1);
    }
    if (!res.ok) throw new Error(`yard API ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  holdDock(site: string): Promise<DockLease> {
    return this.#post('/docks/hold', { site, minutes: 10 });
  }

  async confirmMove(lease: DockLease, sku: string, qty: number): Promise<void> {
    await this.#post('/docks/confirm', { leaseToken: lease.leaseToken, sku, qty });
  }
}
