// Client for the Trackwise telematics API (live positions, dispatch messages) and the depot bridge.
// @ts-nocheck
import { inject, injectable } from 'inversify';
import { TYPES } from '../ioc/types.js';
import type { Settings } from '../config/settings.js';

export interface Position {
  unitId: string;
  lat: number;
  lng: number;
  recordedAt: string;
}

@injectable()
export class TelematicsClient {
  constructor(@inject(TYPES.Settings) private readonly settings: Settings) {}

  async positions(accountId: string, apiKey: string, unitIds: string[]): Promise<Position[]> {
    const url = new URL(`${this.settings.telematicsBaseUrl}/accounts/${accountId}/positions`);
    url.searchParams.set('units', unitIds.join(','));
    const res = await fetch(url, { headers: { authorization: `ApiKey ${apiKey}`, accept: 'application/json' } });
    if (!res.ok) throw new Error(`telematics positions failed: ${res.status}`);
    const body = await res.json();
    return body.items.map((p) => ({ unitId: p.unit_id, lat: p.lat, lng: p.lng, recordedAt: p.recorded_at }));
  }

  async sendDispatch(accountId: string, apiKey: string, unitId: string, message: string): Promise<string> {
    const res = await fetch(`${this.settings.telematicsBaseUrl}/accounts/${accountId}/units/${unitId}/messages`, {
      method: 'POST',
      headers: { authorization: `ApiKey ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'dispatch', text: message }),
    });
    if (!res.ok) throw new Error(`telematics dispatch failed: ${res.status}`);
    return (await res.json()).message_id;
  }

  async notifyDepot(envelope: string): Promise<void> {
    const res = await fetch(`${this.settings.depotBridgeUrl}/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: envelope,
    });
    if (!res.ok) throw new Error(`depot bridge refused booking: ${res.status}`);
  }
}
