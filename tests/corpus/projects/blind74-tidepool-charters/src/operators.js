// HTTP client for charter operators' partner API (quotes, bookings, cancellations, slip holds).
import { fetch } from 'undici';
import { config } from './config.js';

async function partnerCall(apiKey, path, { method = 'GET', body } = {}) {
  const res = await fetch(`${config.operatorApiBase}${path}`, {
    method,
    headers: {
      authorization: `ApiKey ${apiKey}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(8000),
  });
  if (!res.ok) throw new Error(`operator API ${method} ${path} answered ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export const quoteTrip = (apiKey, tripId, date) =>
  partnerCall(apiKey, `/trips/${encodeURIComponent(tripId)}/quote?date=${encodeURIComponent(date)}`);

export const createBooking = (apiKey, booking) => partnerCall(apiKey, '/bookings', { method: 'POST', body: booking });

export const cancelBooking = (apiKey, operatorRef, refundCents) =>
  partnerCall(apiKey, `/bookings/${encodeURIComponent(operatorRef)}/cancel`, { method: 'POST', body: { refundCents } });

export const availableSlips = (apiKey, marinaId, arrival, nights) =>
  partnerCall(apiKey, `/marinas/${encodeURIComponent(marinaId)}/slips?arrival=${arrival}&nights=${nights}`);

export const placeSlipHold = (apiKey, marinaId, hold) =>
  partnerCall(apiKey, `/marinas/${encodeURIComponent(marinaId)}/holds`, { method: 'POST', body: hold });
