import { Elysia } from 'elysia';
import { verifyWebhookSignature } from '../services/supplier';

interface SupplierEvent {
  type: 'booking.ticketed' | 'booking.cancelled' | 'schedule.changed';
  bookingRef: string;
  occurredAt: string;
}

const seen = new Set<string>();

export const webhooks = new Elysia({ prefix: '/webhooks' }).post(
  '/supplier',
  async ({ request, set }) => {
    const raw = Buffer.from(await request.arrayBuffer());
    if (!verifyWebhookSignature(raw, request.headers.get('x-supplier-signature'))) {
      set.status = 401;
      return { error: 'bad signature' };
    }
    const event = JSON.parse(raw.toString('utf8')) as SupplierEvent;
    const deliveryId = request.headers.get('x-supplier-delivery') ?? `${event.bookingRef}:${event.occurredAt}`;
    if (seen.has(deliveryId)) return { ok: true, duplicate: true };
    seen.add(deliveryId);
    console.info(`[supplier] ${event.type} ${event.bookingRef}`);
    return { ok: true };
  },
  { parse: 'none' },
);
