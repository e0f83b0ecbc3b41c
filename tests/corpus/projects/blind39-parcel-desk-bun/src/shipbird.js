import { config } from './config.js';

async function shipbird(account, path, init = {}) {
  const res = await fetch(`${config.shipbirdApi}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${account.apiKey}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`Shipbird ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

export const pickupWindows = (account, postcode) =>
  shipbird(account, `/pickups/windows?${new URLSearchParams({ postcode, days: '3' })}`).then((r) => r.windows);

export const bookPickup = (account, { windowId, warehouse, parcels }) =>
  shipbird(account, '/pickups', {
    method: 'POST',
    body: JSON.stringify({ window_id: windowId, address: warehouse, parcel_count: parcels }),
  });

export const cancelLabel = (account, tracking) => shipbird(account, `/labels/${encodeURIComponent(tracking)}`, { method: 'DELETE' });
