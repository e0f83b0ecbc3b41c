import { Elysia } from 'elysia';
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 300;

/** Supplier signs `${t}.${body}`; header looks like `t=1767225600,v1=<hex sha256>`. */
export function verifySupplierSignature(secret, rawBody, header, nowSeconds = Math.floor(Date.now() / 1000)) {
  const fields = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('=', 2)),
  );
  const timestamp = Number(fields.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  if (!/^[0-9a-f]{64}$/.test(fields.v1 ?? '')) return false;

  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(fields.v1, 'hex'));
}

export const supplierWebhooks = ({ secret, inventory }) =>
  new Elysia({ name: 'supplier-webhooks' }).post(
    '/webhooks/supplier',
    async ({ request, set }) => {
      const rawBody = await request.text();
      if (!verifySupplierSignature(secret, rawBody, request.headers.get('x-supplier-signature'))) {
        set.status = 401;
        return { error: 'invalid signature' };
      }
      const event = JSON.parse(rawBody);
      if (event.type === 'shipment.delivered') {
        inventory.receive(event.data.sku, event.data.warehouse, event.data.quantity);
      }
      return { received: true };
    },
    { parse: 'none' },
  );
