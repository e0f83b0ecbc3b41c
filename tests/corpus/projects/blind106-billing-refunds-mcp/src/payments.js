// Payment provider client (refunds) and verification of the provider's signed webhook events.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';

export async function createRefund({ chargeId, amountMinor, reason }, { idempotencyKey, apiVersion }) {
  const res = await fetch(`${config.payments.baseUrl}/v1/refunds`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.payments.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      'payments-version': apiVersion,
      'idempotency-key': idempotencyKey,
    },
    body: new URLSearchParams({ charge: chargeId, amount: String(amountMinor), reason }).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  const data = await res.json();
  if (!res.ok) throw new Error(`refund rejected: ${data.error?.message ?? res.status}`);
  return { refundId: data.id, status: data.status };
}

export function verifyWebhook(rawBody, header, nowSeconds = Math.floor(Date.now() / 1000)) {
  if (typeof header !== 'string') return false;
  const fields = new Map(header.split(',').map((part) => part.split('=', 2)));
  const timestamp = Number(fields.get('t'));
  const signature = fields.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false;
  const computed = createHmac('sha256', config.payments.webhookSecret).update(`${timestamp}.${rawBody}`).digest('hex');
  const a = Buffer.from(signature, 'utf8');
  const b = Buffer.from(computed, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
