// Outbound clients: laboratory information system, payer eligibility gateway and the patient portal.
import { fetch } from 'undici';
import { config } from './config.js';

async function callJson(base, apiKey, path, { method = 'GET', body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`${method} ${path} failed with ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export const lis = {
  placeOrder: (order) => callJson(config.lis.baseUrl, config.lis.apiKey, '/orders', { method: 'POST', body: order }),
  cancelOrder: (accession, reason) =>
    callJson(config.lis.baseUrl, config.lis.apiKey, `/orders/${encodeURIComponent(accession)}/cancel`, { method: 'POST', body: { reason } }),
};

export const payer = {
  eligibility: (payerId, memberId, cptCodes) =>
    callJson(config.payer.baseUrl, config.payer.apiKey, '/eligibility', { method: 'POST', body: { payerId, memberId, cptCodes } }),
};

export const portal = {
  reserveGrant: (patientId, orderId, recipientEmail) =>
    callJson(config.portal.baseUrl, config.portal.apiKey, '/result-grants', {
      method: 'POST',
      body: { patientId, orderId, recipientEmail, state: 'pending' },
    }),
  activateGrant: (grantId, activationSecret, days, note) =>
    callJson(config.portal.baseUrl, config.portal.apiKey, `/result-grants/${encodeURIComponent(grantId)}/activate`, {
      method: 'POST',
      body: { activationSecret, validDays: days, note },
    }),
};
