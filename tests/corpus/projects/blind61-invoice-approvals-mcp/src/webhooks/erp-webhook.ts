import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 300;

function signingSecrets(): string[] {
  const current = process.env.ERP_WEBHOOK_SECRET;
  if (!current) throw new Error('ERP_WEBHOOK_SECRET is not set');
  const previous = process.env.ERP_WEBHOOK_SECRET_PREVIOUS;
  // During a rotation the ERP signs with the new secret while retries of older events carry the old one.
  return previous ? [current, previous] : [current];
}

const SECRETS = signingSecrets();

const hmacHex = (secret: string, payload: string): string => createHmac('sha256', secret).update(payload).digest('hex');

export function timingSafeHexEquals(expectedHex: string, receivedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex, 'hex');
  if (received.length !== expected.length) return false;
  try {
    return timingSafeEqual(expected, received);
  } catch {
    return false;
  }
}

/** Checks `ERP-Signature: t=<unix seconds>,v1=<hex hmac of "t.body">` against the current and previous secret. */
export function verifyErpSignature(rawBody: string, header: string | null, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  if (!header) return false;
  const fields = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(fields.t);
  const signature = fields.v1 ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  return SECRETS.some((secret) => timingSafeHexEquals(hmacHex(secret, `${timestamp}.${rawBody}`), signature));
}

export interface ErpEvent {
  type: 'invoice.paid' | 'invoice.rejected' | 'invoice.created';
  invoiceId: string;
}

export async function handleErpWebhook(request: Request): Promise<Response> {
  const body = await request.text();
  if (!verifyErpSignature(body, request.headers.get('erp-signature'))) return new Response('bad signature', { status: 401 });
  const event = JSON.parse(body) as ErpEvent;
  console.info(`[erp] ${event.type} ${event.invoiceId}`);
  return new Response(null, { status: 204 });
}
