// Outbound clients for the rates service and the Trakline telematics API.
'use strict';

const axios = require('axios');
const config = require('./config');

const rates = axios.create({
  baseURL: config.rates.baseUrl,
  timeout: 8000,
  headers: { 'x-api-key': config.rates.apiKey },
});

let telematicsToken = null;

async function telematicsAccessToken() {
  if (telematicsToken && telematicsToken.expiresAt - 60_000 > Date.now()) return telematicsToken.value;
  const { data } = await axios.post(
    `${config.telematics.baseUrl}/oauth/token`,
    new URLSearchParams({ grant_type: 'client_credentials', scope: 'positions:read bookings:write' }),
    { auth: { username: config.telematics.clientId, password: config.telematics.clientSecret }, timeout: 8000 },
  );
  telematicsToken = { value: data.access_token, expiresAt: Date.now() + data.expires_in * 1000 };
  return telematicsToken.value;
}

async function telematics(method, path, body) {
  const token = await telematicsAccessToken();
  const { data } = await axios({
    method,
    url: `${config.telematics.baseUrl}${path}`,
    data: body,
    timeout: 8000,
    headers: { authorization: `Bearer ${token}` },
  });
  return data;
}

async function quote({ originZip, destinationZip, weightKg, equipment }) {
  const { data } = await rates.post('/quotes', { origin: originZip, destination: destinationZip, weight_kg: weightKg, equipment });
  return { amountCents: data.amount_cents, currency: data.currency, validUntil: data.valid_until, miles: data.miles };
}

async function vehiclePosition(vehicleId) {
  const data = await telematics('get', `/vehicles/${encodeURIComponent(vehicleId)}/position`);
  return { lat: data.lat, lng: data.lng, speedKph: data.speed_kph, reportedAt: data.reported_at, etaMinutes: data.eta_minutes };
}

async function cancelCarrierBooking(carrierBookingId, reasonCode) {
  return telematics('post', `/bookings/${encodeURIComponent(carrierBookingId)}/cancel`, { reason: reasonCode });
}

module.exports = { quote, vehiclePosition, cancelCarrierBooking };
