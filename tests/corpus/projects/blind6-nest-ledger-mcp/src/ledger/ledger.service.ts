import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '../config/config.service';

@Injectable()
export class LedgerService {
  private readonly tokenCache = new Map<string, { token: string; until: number }>();

  constructor(@Inject(ConfigService) private readonly config: ConfigService) {}

  async tenantToken(tenant: string): Promise<string> {
    const hit = this.tokenCache.get(tenant);
    if (hit && hit.until > Date.now()) return hit.token;
    const res = await fetch(`${this.config.ledgerUrl}/tenants/${tenant}/tokens`, {
      method: 'POST',
      headers: { 'x-admin-key': this.config.ledgerAdminKey },
    });
    const { token, expires_in } = (await res.json()) as { token: string; expires_in: number };
    this.tokenCache.set(tenant, { token, until: Date.now() + expires_in * 1000 });
    return token;
  }

  async call(token: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${this.config.ledgerUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`ledger ${method} ${path} -> ${res.status}`);
    return res.json();
  }
}
