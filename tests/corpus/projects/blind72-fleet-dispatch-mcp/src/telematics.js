// Client for the telematics service: token exchange, live vehicle positions and ETAs.
'use strict';

/**
 * RFC 8693 token exchange: trades the caller's dispatch token for a telematics-scoped one.
 * @param {any} config
 * @param {string} subjectToken
 * @returns {Promise<{ access_token: string, expires_in: number }>}
 */
exports.exchangeToken = async function exchangeToken(config, subjectToken) {
  const body = new URLSearchParams({
    grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
    subject_token: subjectToken,
    subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    audience: config.telematics.audience,
    client_id: config.introspection.clientId,
    client_secret: config.introspection.clientSecret,
  });
  const res = await fetch(config.telematics.tokenUrl, {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(config.telematics.timeoutMs),
  });
  if (!res.ok) throw new Error(`token exchange failed with ${res.status}`);
  return res.json();
};

async function getJson(config, accessToken, path) {
  const res = await fetch(new URL(path, config.telematics.baseUrl), {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(config.telematics.timeoutMs),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`telematics ${path} returned ${res.status}`);
  return res.json();
}

exports.vehiclePosition = function vehiclePosition(config, accessToken, routeId) {
  return getJson(config, accessToken, `/v2/routes/${encodeURIComponent(routeId)}/position`);
};

exports.eta = function eta(config, accessToken, routeId, stopId) {
  return getJson(config, accessToken, `/v2/routes/${encodeURIComponent(routeId)}/stops/${encodeURIComponent(stopId)}/eta`);
};

exports.fuelEvents = function fuelEvents(config, accessToken, vehicleId, from, to) {
  const qs = new URLSearchParams({ from, to }).toString();
  return getJson(config, accessToken, `/v2/vehicles/${encodeURIComponent(vehicleId)}/fuel-events?${qs}`);
};
