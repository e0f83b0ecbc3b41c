// Carrier integration: confirms and cancels appointments with the carrier API and verifies its status webhooks.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE_RE = /^t=(\d{10}),sha256=([0-9a-f]{64})$/;
const MAX_SKEW_S = 300;

export function createCarrierClient({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }) {
  async function post(path: string, body: unknown) {
    const res = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `ApiKey ${apiKey}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(8000),
    });
    if (!res.ok) throw new Error(`carrier POST ${path} -> ${res.status}`);
    return res.json();
  }

  return {
    confirmAppointment: (appt: Record<string, unknown>) => post('/v1/appointments', appt),
    cancelAppointment: (carrierRef: string, reason: string) =>
      post(`/v1/appointments/${encodeURIComponent(carrierRef)}/cancel`, { reason }),
  };
}

export function verifyCarrierSignature(secret: string, rawBody: Buffer, header: unknown, nowMs = Date.now()): boolean {
  if (typeof header !== 'string') return false;
  const match = SIGNATURE_RE.exec(header);
  if (!match) return false;
  if (Math.abs(nowMs / 1000 - Number(match[1])) > MAX_SKEW_S) return false;
  const computed = createHmac('sha256', secret).update(`${match[1]}.`).update(rawBody).digest();
  const received = Buffer.from(match[2], 'hex');
  return received.length === computed.length && timingSafeEqual(received, computed);
}
