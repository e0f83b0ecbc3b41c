// Thin client for the open-banking gateway (screen-scraping fallback for banks
// without a PSD2 API, which is why it wants a username and password).
import { request } from 'undici';
import { settings } from './settings.js';

async function call(path, { method = 'GET', body, session } = {}) {
  const res = await request(`${settings.bankApiBase}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(session ? { 'x-gw-session': session } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await res.body.json();
  if (res.statusCode >= 400) {
    throw new Error(`bank gateway ${res.statusCode}: ${payload?.message ?? 'error'}`);
  }
  return payload;
}

export async function bankSession(institution, { username, password }) {
  const { session } = await call('/sessions', {
    method: 'POST',
    body: { institution, username, password },
  });
  return {
    listAccounts: async () => (await call('/accounts', { session })).accounts,
    createFeed: async (iban) => call('/feeds', { method: 'POST', body: { iban }, session }),
  };
}
