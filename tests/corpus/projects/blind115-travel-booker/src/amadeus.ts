// Amadeus API client for fetching access tokens, searching flight offers and booking.
// @ts-nocheck
import { config } from './config.js';
import { record } from './fp.js';

export type Offer = Readonly<{ id: string; carrier: string; departs: string; price: string; currency: string }>;

export const fetchAccessToken = async (): Promise<{ token: string; expiresIn: number }> => {
  const res = await fetch(`${config.amadeus.baseUrl}/v1/security/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: config.amadeus.clientId,
      client_secret: config.amadeus.clientSecret,
    }),
  });
  const json = (await res.json()) as { access_token: string; expires_in: number };
  return { token: json.access_token, expiresIn: json.expires_in };
};

const authed = (token: string) => (path: string, init: RequestInit = {}) =>
  fetch(`${config.amadeus.baseUrl}${path}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  }).then((r) => {
    if (!r.ok) throw new Error(`amadeus ${path}: ${r.status}`);
    return r.json();
  });

export const searchOffers = (token: string) => async (from: string, to: string, date: string): Promise<Offer[]> => {
  const q = new URLSearchParams({ originLocationCode: from, destinationLocationCode: to, departureDate: date, adults: '1', max: '5' });
  const body = (await authed(token)(`/v2/shopping/flight-offers?${q}`)) as { data: any[] };
  return body.data.map((o) =>
    record({
      id: String(o.id),
      carrier: o.validatingAirlineCodes?.[0] ?? '??',
      departs: o.itineraries[0].segments[0].departure.at,
      price: o.price.grandTotal,
      currency: o.price.currency,
    }),
  );
};

export const createOrder = (token: string) => (offerId: string, traveler: { name: string; email: string }) =>
  authed(token)('/v1/booking/flight-orders', {
    method: 'POST',
    body: JSON.stringify({ data: { type: 'flight-order', flightOffers: [{ id: offerId }], travelers: [traveler] } }),
  }) as Promise<{ data: { id: string } }>;
