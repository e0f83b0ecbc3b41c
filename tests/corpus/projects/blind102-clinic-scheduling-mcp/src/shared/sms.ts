// Notifly SMS API client and verification of its delivery-status webhooks.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

export function createSmsClient(apiUrl: string, apiKey: string) {
  return {
    async send(to: string, body: string): Promise<string> {
      const res = await fetch(`${apiUrl}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ to, body, sender: 'CLINIC' }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS send failed: ${res.status}`);
      const json = await res.json();
      return json.id;
    },
  };
}

export function verifySmsWebhook(secret: string, rawBody: string, signatureHeader: string | undefined, now = Date.now()): boolean {
  if (!signatureHeader) return false;
  const parts = Object.fromEntries(signatureHeader.split(',').map((p) => p.trim().split('=', 2)));
  const ts = Number(parts.t);
  if (!Number.isFinite(ts) || Math.abs(now / 1000 - ts) > 300 || typeof parts.v1 !== 'string') return false;
  const mac = createHmac('sha256', secret).update(`${ts}.${rawBody}`).digest('hex');
  const given = Buffer.from(parts.v1, 'utf8');
  const ours = Buffer.from(mac, 'utf8');
  return given.length === ours.length && timingSafeEqual(given, ours);
}
