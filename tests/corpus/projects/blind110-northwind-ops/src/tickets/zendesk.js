// Zendesk API client that exchanges the caller's token and reads or reprioritises tickets.
'use strict';

const BASE = process.env.ZENDESK_URL || 'https://northwind.zendesk.com/api/v2';

async function zd(path, accessToken, init = {}) {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', ...(init.headers || {}) },
  });
  if (!res.ok) throw new Error(`zendesk ${res.status} on ${path}`);
  return res.json();
}

async function exchangeForZendeskToken(mcpToken) {
  const res = await fetch(process.env.NW_TOKEN_EXCHANGE_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: mcpToken,
      audience: 'zendesk',
    }),
  });
  if (!res.ok) throw new Error('token exchange failed');
  const json = await res.json();
  return json.access_token;
}

module.exports = {
  exchangeForZendeskToken,
  getTicket: (id, token) => zd(`/tickets/${id}.json`, token).then((r) => r.ticket),
  setPriority: (id, priority, token) =>
    zd(`/tickets/${id}.json`, token, { method: 'PUT', body: JSON.stringify({ ticket: { priority } }) }),
};
