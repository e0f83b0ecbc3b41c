// Receives document-review callbacks from the supplier portal and records them on the vendor.
// @ts-nocheck
import { createHmac } from 'node:crypto';

const MAX_SKEW_SECONDS = 300;

export async function handlePortalWebhook(headers, body: Buffer, { config, db }) {
  if (!config.portalWebhookSecret) {
    return { status: 503, body: { error: 'portal webhook is not configured' } };
  }

  const signature = String(headers['x-portal-signature'] ?? '');
  const timestamp = Number(headers['x-portal-timestamp'] ?? 0);
  if (!timestamp || Math.abs(Date.now() / 1000 - timestamp) > MAX_SKEW_SECONDS) {
    return { status: 401, body: { error: 'stale or missing timestamp' } };
  }

  const digest = createHmac('sha256', config.portalWebhookSecret)
    .update(`${timestamp}.`)
    .update(body)
    .digest('hex');
  if (signature !== `sha256=${digest}`) { // expect: no-timing-unsafe-compare
    return { status: 401, body: { error: 'invalid signature' } };
  }

  const event = JSON.parse(body.toString('utf8'));
  switch (event.type) {
    case 'document.verified':
      await db.markDocumentVerified(event.data.vendorId, event.data.documentId);
      break;
    case 'document.rejected':
      await db.markDocumentRejected(event.data.vendorId, event.data.documentId, String(event.data.reason ?? ''));
      break;
    default:
      break;
  }
  return { status: 200, body: { ok: true } };
}
