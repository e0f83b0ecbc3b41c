// Telematics provider API client: OAuth code exchange, diagnostics and work orders for a user's account.
const axios = require('axios');
const { config } = require('../config');

const http = axios.create({ baseURL: config.telematics.baseUrl, timeout: 8000 });

async function exchangeCode(code) {
  const { data } = await http.post(
    '/oauth/token',
    new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: config.telematics.redirectUri,
      client_id: config.telematics.clientId,
      client_secret: config.telematics.clientSecret,
    }),
  );
  return { accessToken: data.access_token, refreshToken: data.refresh_token, expiresAt: Date.now() + data.expires_in * 1000 };
}

async function diagnostics(accessToken, unitId) {
  const { data } = await http.get(`/v3/units/${encodeURIComponent(unitId)}/diagnostics`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return { odometerKm: data.odometer.km, faultCodes: (data.dtc || []).map((c) => c.code) };
}

async function createWorkOrder(accessToken, unitId, order) {
  const { data } = await http.post(`/v3/units/${encodeURIComponent(unitId)}/work-orders`, order, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return data.id;
}

module.exports = { exchangeCode, diagnostics, createWorkOrder };
