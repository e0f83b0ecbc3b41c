// Creates the bank API client for vendor search, vendor lookup and payouts.
'use strict';

const { randomUUID } = require('node:crypto');

function createBankClient({ baseUrl, apiKey }) {
  async function call(path, init = {}) {
    const res = await fetch(new URL(path, baseUrl), {
      ...init,
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json', ...init.headers },
    });
    if (!res.ok) throw new Error(`bank api ${res.status} ${path}`);
    return res.json();
  }

  return {
    searchVendors: (query) => call(`/v2/vendors?q=${encodeURIComponent(query)}&limit=10`).then((r) => r.items),
    vendor: (id) => call(`/v2/vendors/${encodeURIComponent(id)}`),
    payout: ({ vendorId, amountCents, currency, memo, actor }) =>
      call('/v2/payouts', {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        body: JSON.stringify({ vendor_id: vendorId, amount: amountCents, currency, memo, requested_by: actor }),
      }),
  };
}

module.exports = { createBankClient };
