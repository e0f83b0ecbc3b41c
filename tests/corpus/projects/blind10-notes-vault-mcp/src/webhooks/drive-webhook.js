import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE_PREFIX = 'sha256=';

/**
 * Verifies the relay's X-Notes-Signature header (hex HMAC-SHA256 of the
 * raw body) before a Drive change notification is processed.
 */
export function verifyWebhookSignature(secret, rawBody, header) {
  if (typeof header !== 'string' || !header.startsWith(SIGNATURE_PREFIX)) {
    return false;
  }
  const supplied = Buffer.from(header.slice(SIGNATURE_PREFIX.length), 'hex');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return supplied.length === expected.length && timingSafeEqual(supplied, expected);
}

export function driveWebhookHandler({ secret, onChange }) {
  return async function handleDriveWebhook(ctx) {
    const raw = ctx.request.rawBody ?? '';
    if (!verifyWebhookSignature(secret, raw, ctx.get('x-notes-signature'))) {
      ctx.throw(401, 'bad signature');
    }
    const event = JSON.parse(raw);
    if (event.kind === 'drive#change' && event.fileId) {
      await onChange(event);
    }
    ctx.status = 204;
  };
}
