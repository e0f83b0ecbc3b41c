// Checks the provider's Connect HMAC header in constant time, then applies envelope status events.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

export function connectSignatureValid(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const computed = Buffer.from(createHmac('sha256', secret).update(rawBody).digest('base64'), 'utf8');
  const given = Buffer.from(header.trim(), 'utf8');
  return given.length === computed.length && timingSafeEqual(given, computed);
}

const STATUS_BY_EVENT = {
  'envelope-delivered': 'delivered',
  'envelope-completed': 'completed',
  'envelope-declined': 'declined',
  'envelope-voided': 'voided',
};

export async function applyConnectEvent(event, repo) {
  const status = STATUS_BY_EVENT[event.event];
  if (!status || !event.data?.envelopeId) return false;
  await repo.setEnvelopeStatus(event.data.envelopeId, status);
  return true;
}
