// Client for the agronomy weather provider's reference evapotranspiration forecast.
// @ts-nocheck
import { config } from './config.js';

export async function et0Forecast(stationId, apiKey, days) {
  const url = new URL(`${config.weatherApiUrl}/stations/${encodeURIComponent(stationId)}/et0`);
  url.searchParams.set('days', String(days));
  const res = await fetch(url, {
    headers: { 'x-api-key': apiKey, accept: 'application/json' },
    signal: AbortSignal.timeout(8000),
  });
  if (!res.ok) throw new Error(`weather provider answered ${res.status}`);
  const body = await res.json();
  return body.daily.map((day) => ({
    date: day.date,
    et0Mm: Number(day.et0_mm),
    rainMm: Number(day.precip_mm ?? 0),
  }));
}
