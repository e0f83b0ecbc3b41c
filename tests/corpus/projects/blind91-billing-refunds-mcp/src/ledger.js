// HTTP client for the internal ledger service that books refunds against the payment processor.
'use strict';

const { config } = require('./config');

async function postRefund({ chargeId, amountCents, currency, reasonCode, idempotencyKey }, bearer) {
  const res = await fetch(new URL('/v1/refunds', config.ledgerUrl), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify({ charge_id: chargeId, amount: amountCents, currency, reason: reasonCode }),
    signal: AbortSignal.timeout(10000),
  });
  if (!res.ok) {
    const text = await res.text();
    throw new Error(`ledger refused refund (${res.status}): ${text.slice(0, 200)}`);
  }
  return res.json();
}

module.exports = { postRefund };
