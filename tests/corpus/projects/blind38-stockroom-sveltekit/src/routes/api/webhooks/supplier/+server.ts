import { error, json } from '@sveltejs/kit';
import { SUPPLIER_WEBHOOK_SECRET } from '$env/static/private';
import { recordSupplierEvent } from '$lib/server/db';
import type { RequestHandler } from './$types';

const encoder = new TextEncoder();
let hmacKey: Promise<CryptoKey> | undefined;

function webhookKey(): Promise<CryptoKey> {
  hmacKey ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(SUPPLIER_WEBHOOK_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hmacKey;
}

async function hexHmac(body: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await webhookKey(), encoder.encode(body));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Stock and price updates pushed by supplier portals for the feeds we subscribed to. */
export const POST: RequestHandler = async ({ request }) => {
  const raw = await request.text();
  const header = request.headers.get('x-portal-signature') ?? '';
  const signature = header.startsWith('sha256=') ? header.slice(7) : header;

  const expected = await hexHmac(raw);
  if (signature.toLowerCase() !== expected) { // expect: no-timing-unsafe-compare
    error(401, 'Invalid signature');
  }

  const event = JSON.parse(raw) as { supplierId: string; type: string; data: unknown };
  await recordSupplierEvent(event.supplierId, event.type, event.data);
  return json({ received: true });
};
