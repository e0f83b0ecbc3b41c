// HTTP client for the telematics provider: live vehicle positions and route pushes to in-cab units.
'use strict';
const config = require('../config');

async function request(path, init = {}) {
  const res = await fetch(new URL(path, config.telematics.baseUrl), {
    ...init,
    headers: {
      'x-api-key': config.telematics.apiKey,
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    signal: AbortSignal.timeout(8000),
  });
  if (!res.ok) throw new Error(`telematics ${path} answered ${res.status}`);
  return res.json();
}

async function vehiclePosition(vehicleId) {
  const data = await request(`/v3/vehicles/${encodeURIComponent(vehicleId)}/position`);
  return { lat: data.latitude, lon: data.longitude, speedKph: data.speed_kph, at: data.recorded_at };
}

async function pushRoute(vehicleId, stops) {
  return request(`/v3/vehicles/${encodeURIComponent(vehicleId)}/route`, {
    method: 'PUT',
    body: JSON.stringify({ stops: stops.map((s, i) => ({ sequence: i + 1, address: s })) }),
  });
}

async function notifyDriver(driverId, message) {
  return request(`/v3/drivers/${encodeURIComponent(driverId)}/messages`, {
    method: 'POST',
    body: JSON.stringify({ text: message, priority: 'high' }),
  });
}

module.exports = { vehiclePosition, pushRoute, notifyDriver };
