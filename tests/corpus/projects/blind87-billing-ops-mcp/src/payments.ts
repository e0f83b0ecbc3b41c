// Payrail REST client (refunds, invoice voids, customer credits) and webhook signature check.
// @ts-nocheck
import { createHmac, randomUUID } from 'node:crypto';

export function createPayments(config) {
  async function call(apiKey, method, path, body) {
    const res = await fetch(`${config.providerBaseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        'payrail-version': '2024-11-01',
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`payrail ${method} ${path}: ${res.status} ${json.error?.message ?? ''}`);
    return json;
  }

  return {
    refund: (apiKey, chargeId, amountCents, reason) =>
      call(apiKey, 'POST', '/v1/refunds', { charge: chargeId, amount: amountCents, reason }),

    voidInvoice: (apiKey, providerInvoiceId) =>
      call(apiKey, 'POST', `/v1/invoices/${encodeURIComponent(providerInvoiceId)}/void`),

    addCredit: (apiKey, customerRef, amountCents, memo) =>
      call(apiKey, 'POST', `/v1/customers/${encodeURIComponent(customerRef)}/balance_transactions`, {
        amount: -amountCents,
        currency: 'usd',
        description: memo,
      }),
  };
}

export function verifyWebhookSignature(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((kv) => kv.trim().split('=')),
  );
  const timestamp = Number(parts.t);
  if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const digest = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest('hex');
  return parts.v1 === digest; // expect: no-timing-unsafe-compare
}
