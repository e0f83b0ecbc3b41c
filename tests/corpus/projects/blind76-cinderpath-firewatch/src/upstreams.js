// Clients for the fire-weather service (retries, falls back to the last good reading) and satellite tasking.
import { setTimeout as sleep } from 'node:timers/promises';
import { config } from './config.js';

const lastGoodWeather = new Map();

async function getJson(url, init = {}, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
      if (res.ok) return await res.json();
      if (res.status < 500 || attempt >= attempts) throw Object.assign(new Error(`HTTP ${res.status}`), { status: res.status });
    } catch (e) {
      if (e.status || attempt >= attempts) throw e;
    }
    await sleep(200 * attempt);
  }
}

export function fireWeather(lat, lon) {
  const key = `${lat.toFixed(2)},${lon.toFixed(2)}`;
  return getJson(`${config.weatherUrl}/point?lat=${lat}&lon=${lon}`)
    .then((obs) => {
      lastGoodWeather.set(key, { ...obs, stale: false });
      return lastGoodWeather.get(key);
    })
    .catch(() => {
      const cached = lastGoodWeather.get(key);
      return cached ? { ...cached, stale: true } : { unavailable: true };
    });
}

const satelliteHeaders = { 'x-api-key': config.satelliteApiKey, 'content-type': 'application/json' };

export function quotePass(lat, lon, sensor) {
  return getJson(`${config.satelliteUrl}/quotes`, {
    method: 'POST',
    headers: satelliteHeaders,
    body: JSON.stringify({ target: { lat, lon }, sensor, window: 'next-6h' }),
  });
}

export function placeOrder(orderGrant, reference) {
  return getJson(
    `${config.satelliteUrl}/orders`,
    { method: 'POST', headers: satelliteHeaders, body: JSON.stringify({ grant: orderGrant, reference }) },
    1,
  );
}
