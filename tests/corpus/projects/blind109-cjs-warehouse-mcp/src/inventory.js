// Client for the warehouse management API covering stock levels, transfers and inbound shipments.
'use strict';

const WMS_URL = process.env.WMS_URL || 'http://wms.internal:8080';

async function wms(path, init) {
  const res = await fetch(`${WMS_URL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-wms-key': process.env.WMS_API_KEY },
  });
  if (!res.ok) throw new Error(`WMS ${path} failed with ${res.status}`);
  return res.json();
}

module.exports = {
  onHand: (location, sku) => wms(`/stock/${encodeURIComponent(location)}/${encodeURIComponent(sku)}`),
  transfer: (move, actor) => wms('/transfers', { method: 'POST', body: JSON.stringify({ ...move, actor }) }),
  asn: (asnId) => wms(`/asn/${encodeURIComponent(asnId)}`),
  receive: (asnId, lines, actor) =>
    wms(`/asn/${encodeURIComponent(asnId)}/receive`, { method: 'POST', body: JSON.stringify({ lines, actor }) }),
};
