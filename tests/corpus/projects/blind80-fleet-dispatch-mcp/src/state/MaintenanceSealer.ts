// Signed envelope for maintenance bookings, shared with the depot bridge service.
// @ts-nocheck
import { createHmac, hkdfSync } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { TYPES } from '../ioc/types.js';
import type { Settings } from '../config/settings.js';

export interface MaintenanceClaims {
  sub: string;
  tool: string;
  vehicleId: string;
  windowStart: string;
  windowEnd: string;
  kind: string;
  exp: number;
}

const TTL_MS = 10 * 60 * 1000;

@injectable()
export class MaintenanceSealer {
  private readonly subkey: Buffer;

  constructor(@inject(TYPES.Settings) settings: Settings) {
    this.subkey = Buffer.from(hkdfSync('sha256', settings.stateKey, Buffer.alloc(0), 'fleet/maintenance-state/v1', 32));
  }

  private sign(body: string): Buffer {
    return createHmac('sha256', this.subkey).update(body).digest();
  }

  seal(claims: Omit<MaintenanceClaims, 'exp'>): string {
    const body = Buffer.from(JSON.stringify({ ...claims, exp: Date.now() + TTL_MS })).toString('base64url');
    return `mw1.${body}.${this.sign(body).toString('base64url')}`;
  }

  open(raw: unknown): MaintenanceClaims | null {
    if (typeof raw !== 'string') return null;
    const [prefix, body, sig] = raw.split('.');
    if (prefix !== 'mw1' || !body || !sig) return null;
    const presented = Buffer.from(sig, 'base64url');
    if (!presented.equals(this.sign(body))) return null; // expect: no-timing-unsafe-compare
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as MaintenanceClaims;
    return claims.exp > Date.now() ? claims : null;
  }
}
