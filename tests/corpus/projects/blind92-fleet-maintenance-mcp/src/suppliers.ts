// HTTP client for the parts supplier's quoting and ordering API.
// @ts-nocheck
const post = (baseUrl) => (apiKey) => async (path, body) => {
  const res = await fetch(`${baseUrl.replace(/\/$/, '')}/${path}`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`supplier ${path} failed with ${res.status}`);
  return res.json();
};

export const supplierClient = ({ baseUrl }) => {
  const withKey = post(baseUrl);
  return {
    quote: ({ apiKey, accountNo, items }) =>
      withKey(apiKey)('quotes', { account: accountNo, lines: items.map(({ sku, qty = 1 }) => ({ sku, qty })) })
        .then(({ id, total, currency = 'EUR', lead_days: leadDays = 3 }) => ({ id, total, currency, leadDays })),
    order: ({ apiKey, accountNo, quoteId, reference }) =>
      withKey(apiKey)('orders', { account: accountNo, quote: quoteId, reference }).then(({ order_ref: reference }) => ({ reference })),
  };
};
