// Payments service client: order lookup and refunds, plus signature checks on its webhooks.
'use strict';
const crypto = require('node:crypto');
const config = require('../config');

async function call(method, path, body, idempotencyKey) {
  const res = await fetch(new URL(path, config.payments.baseUrl), {
    method,
    headers: {
      authorization: `Bearer ${config.payments.apiKey}`,
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`payments ${path} answered ${res.status}`);
  return res.json();
}

async function getOrder(orderId) {
  const o = await call('GET', `/v1/orders/${encodeURIComponent(orderId)}`);
  return { id: o.id, currency: o.currency, capturedCents: o.captured_cents, refundedCents: o.refunded_cents, chargeId: o.charge_id };
}

async function createRefund({ orderId, amountCents, currency, reason, idempotencyKey }) {
  const r = await call('POST', '/v1/refunds', { order_id: orderId, amount_cents: amountCents, currency, reason }, idempotencyKey);
  return { refundId: r.id, status: r.status };
}

function verifyWebhook(rawBody, header) {
  const match = /^sha256=([0-9a-f]{64})$/.exec(String(header || ''));
  if (!match) return false;
  const given = Buffer.from(match[1], 'hex');
  const mac = crypto.createHmac('sha256', config.payments.webhookSecret).update(rawBody).digest();
  return crypto.timingSafeEqual(given, mac);
}

module.exports = { getOrder, createRefund, verifyWebhook };
