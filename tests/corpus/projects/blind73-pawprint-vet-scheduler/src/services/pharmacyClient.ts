// Client for the VetRx partner pharmacy API (token exchange, pharmacy lookup, refill orders).
// @ts-nocheck
import { config } from '../config.js';

export async function exchangeForPharmacyToken(ownerAccessToken: string) {
  const res = await fetch(config.pharmacy.tokenExchangeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: ownerAccessToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: config.pharmacy.audience,
      scope: 'refills:write pharmacies:read',
    }),
  });
  if (!res.ok) throw new Error(`pharmacy token exchange failed (${res.status})`);
  const body = await res.json();
  return { accessToken: body.access_token, expiresIn: body.expires_in };
}

async function pharmacyFetch(path: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${config.pharmacy.baseUrl}${path}`, {
    ...init,
    headers: {
      ...(init.headers ?? {}),
      authorization: `Bearer ${token}`,
      accept: 'application/json',
    },
  });
  if (!res.ok) throw new Error(`pharmacy API ${path} answered ${res.status}`);
  return res.json();
}

export async function nearbyPharmacies(token: string, postcode: string) {
  const body = await pharmacyFetch(`/pharmacies?near=${encodeURIComponent(postcode)}&limit=5`, token);
  return body.items.map((p) => ({ id: p.id, name: p.name, address: p.address_line, eta: p.same_day ? 'same day' : 'next day' }));
}

export async function submitRefill(token: string, order: { pharmacyId: string; prescriptionId: string; petName: string; quantity: number }) {
  return pharmacyFetch('/refills', token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      pharmacy_id: order.pharmacyId,
      prescription_ref: order.prescriptionId,
      patient_name: order.petName,
      quantity: order.quantity,
    }),
  });
}
