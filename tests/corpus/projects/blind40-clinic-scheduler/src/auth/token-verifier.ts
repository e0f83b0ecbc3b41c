import { inject, singleton } from 'tsyringe';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { SETTINGS } from '../tokens.js';
import type { Settings } from '../config/settings.js';

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

const KIOSK_TTL_SECONDS = 300;

@singleton()
export class ClinicTokenVerifier {
  constructor(@inject(SETTINGS) private readonly settings: Settings) {}

  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const kiosk = this.settings.kioskServiceToken;
    if (kiosk && token === kiosk) { // expect: no-timing-unsafe-compare
      return {
        token,
        clientId: 'front-desk-kiosk',
        scopes: ['appointments:read', 'appointments:write'],
        expiresAt: Math.floor(Date.now() / 1000) + KIOSK_TTL_SECONDS,
        extra: { userId: 'kiosk:front-desk' },
      };
    }

    const res = await fetch(this.settings.introspectionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const info = (await res.json()) as Introspection;
    if (!info.active || !info.sub) throw new Error('token is not active');
    return {
      token,
      clientId: info.client_id ?? 'clinic-assistant',
      scopes: info.scope?.split(' ') ?? [],
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  }
}
