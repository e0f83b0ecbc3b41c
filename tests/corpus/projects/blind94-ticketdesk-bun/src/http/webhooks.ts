// Inbound-mail webhook: the mail provider posts new customer emails, which become tickets.
// @ts-nocheck
import type { DeskConfig } from '../config';
import type { DeskDb } from '../db';

const enc = new TextEncoder();
let keyPromise: Promise<CryptoKey> | undefined;

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function handleMailWebhook(request: Request, cfg: DeskConfig, db: DeskDb): Promise<Response> {
  if (request.method !== 'POST') return new Response('method not allowed', { status: 405 });
  const signature = request.headers.get('x-mail-signature') ?? '';
  const timestamp = request.headers.get('x-mail-timestamp') ?? '';
  const rawBody = await request.text();

  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!Number.isFinite(age) || age > 300) return new Response('stale', { status: 401 });

  keyPromise ??= crypto.subtle.importKey('raw', enc.encode(cfg.webhookSecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', await keyPromise, enc.encode(`${timestamp}.${rawBody}`));
  const computed = `v1=${toHex(new Uint8Array(mac))}`;
  if (signature !== computed) { // expect: no-timing-unsafe-compare
    return new Response('signature mismatch', { status: 401 });
  }

  const event = JSON.parse(rawBody);
  if (event.type !== 'inbound.message') return new Response(null, { status: 204 });
  const team = /billing|invoice|refund/i.test(event.subject ?? '') ? 'billing' : 'general';
  const id = db.insertInboundTicket(String(event.from).toLowerCase(), String(event.subject ?? '(no subject)').slice(0, 250), String(event.text ?? ''), team);
  return Response.json({ ticketId: id }, { status: 201 });
}
