// Models a Next.js App Router route for Lemon Squeezy-style webhooks (X-Signature hex HMAC) that calls timingSafeEqual with no length check.
// @ts-nocheck
import crypto from 'node:crypto';
import { NextResponse } from 'next/server';
import { activateLicense, revokeLicense } from '@/lib/licenses';

type LemonEvent = {
  meta: { event_name: string; custom_data?: { user_id?: string } };
  data: { id: string; attributes: { status: string; order_id: number } };
};

export async function POST(request: Request) {
  const secret = process.env.LEMONSQUEEZY_WEBHOOK_SECRET;
  if (!secret) {
    return NextResponse.json({ error: 'webhook secret not configured' }, { status: 500 });
  }
  const rawBody = await request.text();
  const hmac = crypto.createHmac('sha256', secret);
  const digest = Buffer.from(hmac.update(rawBody).digest('hex'), 'utf8');
  const signature = Buffer.from(request.headers.get('X-Signature') ?? '', 'utf8');

  if (!crypto.timingSafeEqual(digest, signature)) { // expect: no-timing-unsafe-compare
    return NextResponse.json({ error: 'Invalid signature.' }, { status: 401 });
  }

  const event = JSON.parse(rawBody) as LemonEvent;
  const userId = event.meta.custom_data?.user_id;
  if (userId === undefined) {
    return NextResponse.json({ error: 'missing user' }, { status: 422 });
  }

  switch (event.meta.event_name) {
    case 'order_created':
      if (event.data.attributes.status === 'paid') {
        await activateLicense(userId, event.data.attributes.order_id);
      }
      break;
    case 'order_refunded':
      await revokeLicense(userId, event.data.attributes.order_id);
      break;
    default:
      if (process.env.NODE_ENV !== 'production') {
        console.log('ignored event', event.meta.event_name);
      }
  }
  return NextResponse.json({ received: true });
}
