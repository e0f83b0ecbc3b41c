// Models a Hono app with two webhook routes: one verified with crypto.subtle.verify (fine), one compared as hex with !== (Node runtime).
// @ts-nocheck
import { Hono } from 'hono';
import { createHmac } from 'node:crypto';

type Bindings = { PADDLE_WEBHOOK_SECRET: string; RESEND_WEBHOOK_SECRET: string };

const app = new Hono<{ Bindings: Bindings }>();
const encoder = new TextEncoder();

function hexToBytes(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || /[^0-9a-f]/i.test(hex)) {
    return null;
  }
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) {
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  }
  return bytes;
}

app.post('/webhooks/paddle', async (c) => {
  const header = c.req.header('paddle-signature') ?? '';
  const parts = Object.fromEntries(header.split(';').map((part) => part.split('=') as [string, string]));
  const ts = parts.ts;
  const h1 = parts.h1;
  if (ts === undefined || h1 === undefined) {
    return c.text('missing signature', 400);
  }
  const signature = hexToBytes(h1);
  if (signature === null) {
    return c.text('malformed signature', 400);
  }
  const body = await c.req.text();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(c.env.PADDLE_WEBHOOK_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const valid = await crypto.subtle.verify('HMAC', key, signature, encoder.encode(`${ts}:${body}`));
  if (valid !== true) {
    return c.text('invalid signature', 401);
  }
  const event = JSON.parse(body) as { event_type: string; data: { status: string } };
  if (event.event_type === 'subscription.canceled' && event.data.status === 'canceled') {
    return c.json({ cancelled: true });
  }
  return c.json({ received: event.event_type });
});

app.post('/webhooks/email', async (c) => {
  const body = await c.req.text();
  const received = c.req.header('x-webhook-signature');
  const computed = createHmac('sha256', c.env.RESEND_WEBHOOK_SECRET).update(body).digest('hex');
  if (!received || received.toLowerCase() !== computed) { // expect: no-timing-unsafe-compare
    return c.text('invalid signature', 401);
  }
  const event = JSON.parse(body) as { type: string; data: { email_id: string } };
  if (event.type === 'email.bounced') {
    console.warn('bounced', event.data.email_id);
  }
  return c.body(null, 204);
});

export default app;
