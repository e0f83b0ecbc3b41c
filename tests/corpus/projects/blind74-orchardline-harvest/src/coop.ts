// Client for the Valley Growers cooperative pricing API.
// @ts-nocheck
import { request } from 'undici';
import { config } from './config.js';

async function call(path: string, apiKey: string, init: { method?: string; body?: unknown } = {}) {
  const res = await request(`${config.coopBaseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json', accept: 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    headersTimeout: 8000,
    bodyTimeout: 8000,
  });
  if (res.statusCode >= 400) {
    const text = await res.body.text();
    throw new Error(`coop API ${path} failed with ${res.statusCode}: ${text.slice(0, 200)}`);
  }
  return res.body.json();
}

export async function listVarietyPrices(apiKey: string, memberId: string) {
  const data = await call(`/members/${encodeURIComponent(memberId)}/prices`, apiKey);
  return data.prices as Array<{ variety: string; grade: string; centsPerBin: number }>;
}

export async function pushVarieties(apiKey: string, memberId: string, varieties: string[], season: string) {
  return call(`/members/${encodeURIComponent(memberId)}/subscriptions`, apiKey, {
    method: 'PUT',
    body: { season, varieties },
  });
}
