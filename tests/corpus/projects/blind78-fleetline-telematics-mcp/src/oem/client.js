// HTTP client for the vehicle manufacturer's telematics API, authenticated with each fleet's OEM key.
import { request } from 'undici';
import { env } from '../env.js';
import { collections } from '../db/mongo.js';

export async function oemCredentialsFor(fleetId) {
  const fleet = await collections.fleets().findOne({ _id: fleetId }, { projection: { oem: 1 } });
  if (!fleet?.oem?.apiKey) throw new Error(`fleet ${fleetId} has no OEM integration configured`);
  return { accountId: fleet.oem.accountId, apiKey: fleet.oem.apiKey };
}

async function oem(method, path, apiKey, body) {
  const res = await request(`${env.oemBaseUrl}${path}`, {
    method,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json', accept: 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
    headersTimeout: 8_000,
  });
  const payload = await res.body.json().catch(() => null);
  if (res.statusCode >= 400) throw new Error(`OEM API ${res.statusCode}: ${payload?.message ?? 'request failed'}`);
  return payload;
}

export const oemApi = {
  position: (apiKey, vin) => oem('GET', `/vehicles/${vin}/position`, apiKey),
  putGeofence: (apiKey, accountId, fence) => oem('PUT', `/accounts/${accountId}/geofences/${fence.id}`, apiKey, fence),
  disableStarter: (apiKey, vin, reason) => oem('POST', `/vehicles/${vin}/commands/starter-disable`, apiKey, { reason }),
  sendRoute: (apiKey, vin, stops) => oem('POST', `/vehicles/${vin}/navigation/route`, apiKey, { stops }),
};
