// Ingests receipts from the OCR provider's webhook after checking its timestamped HMAC signature.
// @ts-nocheck

import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 300;

function parseSignatureHeader(header: string) {
  const fields: Record<string, string> = {};
  for (const part of header.split(',')) {
    const i = part.indexOf('=');
    if (i > 0) fields[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return fields;
}

export function verifyOcrSignature(secret: string, rawBody: string, header: string | null, nowSeconds = Math.floor(Date.now() / 1000)) {
  const { t, v1 } = parseSignatureHeader(header ?? '');
  const timestamp = Number(t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS || !v1) return false;
  const mac = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === mac.length && timingSafeEqual(given, mac);
}

export function ocrWebhookHandler({ secret, receipts, db }) {
  return async (request: Request): Promise<Response> => {
    const raw = await request.text();
    if (!verifyOcrSignature(secret, raw, request.headers.get('x-ocr-signature'))) {
      return new Response('invalid signature', { status: 401 });
    }
    const event = JSON.parse(raw);
    if (event.type !== 'receipt.processed') return new Response(null, { status: 204 });

    const userId = await db.userIdForOcrRef(String(event.data.user_ref));
    if (!userId) return new Response('unknown user', { status: 202 });

    const id = await receipts.add(userId, {
      merchant: String(event.data.merchant?.name ?? 'Unknown merchant'),
      totalCents: Math.round(Number(event.data.total.amount) * 100),
      currency: String(event.data.total.currency ?? 'EUR').toUpperCase(),
      date: String(event.data.transaction_date),
      imageUrl: String(event.data.image_url),
    });
    return Response.json({ stored: id }, { status: 201 });
  };
}
