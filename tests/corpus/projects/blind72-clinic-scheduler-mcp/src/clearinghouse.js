// Client for the insurance clearinghouse: submitter sessions, payer directory and eligibility (270/271) checks.
import { config } from './config.js';

/**
 * @param {string} path
 * @param {RequestInit} init
 */
async function call(path, init) {
  const res = await fetch(`${config.clearinghouse.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) {
    const detail = await res.text().catch(() => '');
    throw new Error(`clearinghouse ${path} failed (${res.status}) ${detail.slice(0, 200)}`);
  }
  return res.json();
}

/** @returns {Promise<{ token: string, expiresIn: number }>} */
export async function openSession() {
  const body = await call('/sessions', {
    method: 'POST',
    headers: { 'x-api-key': config.clearinghouse.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ submitterId: config.clearinghouse.submitterId }),
  });
  return { token: body.session_token, expiresIn: body.expires_in };
}

/**
 * @param {string} sessionToken
 * @param {string} state two-letter US state
 * @returns {Promise<Array<{ id: string, name: string }>>}
 */
export async function payers(sessionToken, state) {
  const body = await call(`/payers?state=${encodeURIComponent(state)}&line=medical`, {
    headers: { authorization: `Session ${sessionToken}` },
  });
  return body.payers.map((/** @type {any} */ p) => ({ id: p.payer_id, name: p.display_name }));
}

/**
 * @param {string} sessionToken
 * @param {{ payerId: string, memberId: string, lastName: string, birthDate: string, serviceType: string }} request
 */
export async function eligibility(sessionToken, request) {
  return call('/eligibility', {
    method: 'POST',
    headers: { authorization: `Session ${sessionToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      payer_id: request.payerId,
      subscriber: { member_id: request.memberId, last_name: request.lastName, birth_date: request.birthDate },
      service_type_codes: [request.serviceType],
    }),
  });
}
