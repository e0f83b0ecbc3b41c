// Fetch client for the WMS API authenticated with an API key.
'use strict';

const { requireEnv } = require('./env');

const WMS_URL = requireEnv('WMS_URL');
const WMS_API_KEY = requireEnv('WMS_API_KEY');

async function call(path, init = {}) {
  const res = await fetch(`${WMS_URL}${path}`, {
    ...init,
    headers: { 'x-api-key': WMS_API_KEY, 'content-type': 'application/json', ...(init.headers || {}) },
  });
  if (!res.ok) {
    throw new Error(`WMS ${init.method || 'GET'} ${path} -> ${res.status}`);
  }
  return res.status === 204 ? null : res.json();
}

module.exports = {
  getLevel: (warehouseId, sku) => call(`/warehouses/${warehouseId}/stock/${encodeURIComponent(sku)}`),
  adjust: (warehouseId, sku, delta, reason, actor) =>
    call(`/warehouses/${warehouseId}/stock/${encodeURIComponent(sku)}/adjustments`, {
      method: 'POST',
      body: JSON.stringify({ delta, reason, actor }),
    }),
  stageFeed: (supplierId, feedUrl) =>
    call(`/suppliers/${supplierId}/feeds`, { method: 'POST', body: JSON.stringify({ url: feedUrl }) }),
  mapColumns: (jobId, mapping) =>
    call(`/feed-jobs/${jobId}/mapping`, { method: 'PUT', body: JSON.stringify(mapping) }),
  commitFeed: (jobId, actor) =>
    call(`/feed-jobs/${jobId}/commit`, { method: 'POST', body: JSON.stringify({ actor }) }),
};
