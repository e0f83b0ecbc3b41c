import { config } from './config.js';
import { setShipmentStatus } from './db.js';

/** POST /webhooks/shipbird — tracking updates. Header: `x-shipbird-signature: sha256=<hex hmac of body>` */
export async function shipbirdWebhook(c) {
  const body = await c.req.text();
  const signature = c.req.header('x-shipbird-signature') ?? '';
  const expected = new Bun.CryptoHasher('sha256', config.shipbirdWebhookSecret).update(body).digest('hex');
  if (signature !== `sha256=${expected}`) return c.text('invalid signature', 401); // expect: no-timing-unsafe-compare

  const event = JSON.parse(body);
  if (event.type === 'tracking.updated') setShipmentStatus(event.data.tracking, event.data.status);
  return c.body(null, 204);
}
