// Verifies and handles Northwind Supply shipment webhooks.
import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE = /^sha256=([0-9a-f]{64})$/;
const MAX_SKEW_SECONDS = 300;

export function verifySupplierSignature({ secret, rawBody, signatureHeader, timestampHeader, now = Date.now() }) {
  const match = SIGNATURE.exec(signatureHeader ?? '');
  const timestamp = Number(timestampHeader);
  if (!match || !Number.isInteger(timestamp)) return false;
  if (Math.abs(now / 1000 - timestamp) > MAX_SKEW_SECONDS) return false;
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(match[1], 'hex'), mac);
}

export function createWebhookHandler({ config, db, log }) {
  return async (c) => {
    if (!config.supplierWebhookSecret) return c.body(null, 404);
    const rawBody = Buffer.from(await c.req.arrayBuffer());
    const ok = verifySupplierSignature({
      secret: config.supplierWebhookSecret,
      rawBody,
      signatureHeader: c.req.header('x-northwind-signature'),
      timestampHeader: c.req.header('x-northwind-timestamp'),
    });
    if (!ok) return c.json({ error: 'signature rejected' }, 401);

    const event = JSON.parse(rawBody.toString('utf8'));
    if (event.type === 'shipment.delivered') {
      await db.receiveShipment({ supplierOrderId: event.data.orderId, lines: event.data.lines });
    } else {
      log('info', `ignoring supplier event ${event.type}`);
    }
    return c.body(null, 204);
  };
}
