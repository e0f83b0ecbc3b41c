import { createHmac } from 'node:crypto';
import { env } from '../config/env.js';

// Billing rolls the webhook secret twice a year and sends with the new one as soon as it is
// created, so for a while we have to accept both.
const signingSecrets = [env.disputeWebhookSecret, env.disputeWebhookSecretPrevious].filter(
  (secret): secret is string => typeof secret === 'string',
);

/** Every signature billing could have put on this body, hex. */
export function expectedSignatures(rawBody: Buffer): string[] {
  return signingSecrets.map((secret) => createHmac('sha256', secret).update(rawBody).digest('hex'));
}

/** `x-billing-signature: sha256=<hex>` → `<hex>` */
export function presentedSignature(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return (value ?? '').trim().replace(/^sha256=/, '');
}
