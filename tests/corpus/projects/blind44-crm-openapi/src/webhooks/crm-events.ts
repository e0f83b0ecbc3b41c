// Acme CRM calls us when contacts change so the contact cache doesn't serve
// stale names in merge confirmations.
import type { IncomingHttpHeaders } from 'node:http';
import { env } from '../env.js';
import { hmacSha256Hex } from '../lib/hmac.js';
import { invalidateContact } from '../services/crm.js';

const MAX_SKEW_SECONDS = 300;

interface CrmEvent {
  id: string;
  type: 'contact.updated' | 'contact.deleted' | 'contact.merged';
  data: { contactId: string; mergedInto?: string };
}

export interface WebhookReply {
  status: number;
  body: string;
}

export function handleCrmWebhook(headers: IncomingHttpHeaders, rawBody: string): WebhookReply {
  const signature = headers['x-acmecrm-signature'];
  const timestamp = headers['x-acmecrm-timestamp'];
  if (typeof signature !== 'string' || typeof timestamp !== 'string') {
    return { status: 400, body: 'missing signature headers' };
  }
  if (Math.abs(Math.floor(Date.now() / 1000) - Number(timestamp)) > MAX_SKEW_SECONDS) {
    return { status: 400, body: 'stale event' };
  }

  // Acme signs "<timestamp>.<raw body>" and sends "v1=<hex>"
  const expected = `v1=${hmacSha256Hex(env.CRM_WEBHOOK_SECRET, `${timestamp}.${rawBody}`)}`;
  if (signature !== expected) { // expect: no-timing-unsafe-compare
    return { status: 401, body: 'bad signature' };
  }

  const event = JSON.parse(rawBody) as CrmEvent;
  invalidateContact(event.data.contactId);
  if (event.data.mergedInto) invalidateContact(event.data.mergedInto);
  return { status: 204, body: '' };
}
