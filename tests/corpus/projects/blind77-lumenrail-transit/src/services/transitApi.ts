// HTTP clients for the journey planner, the fares/payments service and the PedalCity bike-share partner.
// @ts-nocheck
import { config } from '../config.ts';

async function call(url: string, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(8_000) });
  if (!res.ok) {
    const detail = await res.text().catch(() => '');
    throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} failed with ${res.status} ${detail.slice(0, 200)}`);
  }
  return res.json();
}

const faresHeaders = (extra = {}) => ({
  'content-type': 'application/json',
  'x-api-key': config.faresApiKey,
  ...extra,
});

export const planner = {
  findStops: (query: string) =>
    call(`${config.plannerUrl}/v1/stops?q=${encodeURIComponent(query)}&limit=6`),
  itineraries: (fromStopId: string, toStopId: string, departAt: string) =>
    call(
      `${config.plannerUrl}/v1/plan?from=${encodeURIComponent(fromStopId)}&to=${encodeURIComponent(toStopId)}` +
        `&depart=${encodeURIComponent(departAt)}&modes=rail,tram,bus`,
    ),
};

export const fares = {
  quote: (legs: unknown[], fareCategory: string) =>
    call(`${config.faresUrl}/v2/quotes`, {
      method: 'POST',
      headers: faresHeaders(),
      body: JSON.stringify({ legs, fareCategory }),
    }),
  chargeTopUp: (cardId: string, amountCents: number, idempotencyKey: string) =>
    call(`${config.faresUrl}/v2/cards/${encodeURIComponent(cardId)}/top-ups`, {
      method: 'POST',
      headers: faresHeaders({ 'idempotency-key': idempotencyKey }),
      body: JSON.stringify({ amountCents, channel: 'assistant' }),
    }),
  refundPass: (passId: string, amountCents: number) =>
    call(`${config.faresUrl}/v2/passes/${encodeURIComponent(passId)}/refunds`, {
      method: 'POST',
      headers: faresHeaders(),
      body: JSON.stringify({ amountCents, reason: 'rider_cancellation' }),
    }),
};

const pedal = config.bikeShare;

export const bikeShare = {
  exchangeLinkCode: (code: string) =>
    call(`${pedal.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${btoa(`${pedal.clientId}:${pedal.clientSecret}`)}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${config.publicUrl}/bikeshare/linked`,
      }),
    }),
  plans: (accessToken: string) =>
    call(`${pedal.baseUrl}/me/plans`, { headers: { authorization: `Bearer ${accessToken}` } }),
  attachTransitCard: (accessToken: string, planId: string, cardId: string) =>
    call(`${pedal.baseUrl}/me/transit-links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ planId, operator: 'lumenrail', cardId }),
    }),
};
