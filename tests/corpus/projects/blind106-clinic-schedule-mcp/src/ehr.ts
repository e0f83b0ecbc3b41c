// EHR gateway integration: pushes booking changes and checks the gateway's signed webhook deliveries.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';

async function post(path: string, body: unknown) {
  const res = await fetch(`${config.ehr.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': config.ehr.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`EHR gateway ${path} answered ${res.status}`);
}

export const notifyBooked = (appointment: { id: string; clinicId: string; startsAt: string; patientId: string }) =>
  post('/v1/encounters/scheduled', appointment);

export const notifyCancelled = (appointmentId: string, notifyClinician: boolean) =>
  post('/v1/encounters/cancelled', { appointmentId, notifyClinician });

export function verifyEhrWebhook(rawBody: string, signatureHeader: string | undefined): boolean {
  if (!signatureHeader?.startsWith('sha256=')) return false;
  const provided = Buffer.from(signatureHeader.slice('sha256='.length), 'hex');
  const computed = createHmac('sha256', config.ehr.webhookSecret).update(rawBody).digest();
  return provided.length === computed.length && timingSafeEqual(provided, computed);
}
