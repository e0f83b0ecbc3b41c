// Fetch client for the WMS API with optional bearer token.
'use strict';
const BASE = process.env.WMS_API_URL || 'http://wms.internal';

async function wms(path, { method = 'GET', body, token } = {}) {
  const res = await fetch(BASE + path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`WMS ${method} ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

module.exports = {
  getShipment: (id) => wms(`/shipments/${encodeURIComponent(id)}`),
  cancelShipment: (id, opts) => wms(`/shipments/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: opts }),
  getCarrierAccount: (userId, carrier) => wms(`/users/${encodeURIComponent(userId)}/carriers/${carrier}`),
  buyLabel: (carrierKey, carrier, shipmentId, service) =>
    wms(`/carriers/${carrier}/labels`, { method: 'POST', token: carrierKey, body: { shipmentId, service } }),
};
