// Client for the on-site valve gateway that drives solenoids and reports soil sensors.
const { request } = require('undici');
const config = require('./config');

async function call(method, path, payload) {
  const { statusCode, body } = await request(new URL(path, config.gatewayUrl), {
    method,
    headers: {
      authorization: `Bearer ${config.gatewayToken}`,
      'content-type': 'application/json',
    },
    body: payload ? JSON.stringify(payload) : undefined,
    headersTimeout: 5_000,
    bodyTimeout: 10_000,
  });
  const data = await body.json().catch(() => ({}));
  if (statusCode >= 400) {
    const err = new Error(data.error || `gateway responded ${statusCode}`);
    err.status = statusCode;
    throw err;
  }
  return data;
}

module.exports = {
  readSensors: (valveId) => call('GET', `/v2/valves/${encodeURIComponent(valveId)}/sensors`),
  startFlush: (valveIds, minutes) => call('POST', '/v2/jobs/flush', { valves: valveIds, minutes }),
  pushSchedule: (valveId, schedule) => call('PUT', `/v2/valves/${encodeURIComponent(valveId)}/schedule`, schedule),
};
