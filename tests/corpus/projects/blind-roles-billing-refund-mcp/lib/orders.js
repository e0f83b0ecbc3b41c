// Order lookups and refunds against the billing database (stubbed HTTP client).
'use strict';

const BILLING_API = process.env.BILLING_API_URL || 'http://billing.internal:8080';

async function lookupOrder(orderId) {
  const res = await fetch(`${BILLING_API}/orders/${encodeURIComponent(orderId)}`);
  if (!res.ok) throw new Error(`order ${orderId} not found`);
  return res.json();
}

async function refundOrder(orderId, amountCents, actor) {
  const res = await fetch(`${BILLING_API}/orders/${encodeURIComponent(orderId)}/refunds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amountCents, actor }),
  });
  return res.status === 201;
}

module.exports = { lookupOrder, refundOrder };
