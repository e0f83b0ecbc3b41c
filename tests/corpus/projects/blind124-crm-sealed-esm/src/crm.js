// Thin CRM REST client for contacts, merges, exports and token exchange.
const BASE = process.env.CRM_BASE_URL ?? 'https://api.crm.example.com/v2';

async function crm(path, token, init = {}) {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`CRM ${init.method ?? 'GET'} ${path} failed with ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export const getContact = (id, token) => crm(`/contacts/${id}`, token);

export const mergeContacts = (survivorId, loserIds, token) =>
  crm(`/contacts/${survivorId}/merge`, token, { method: 'POST', body: JSON.stringify({ merge: loserIds }) });

export const startExport = (segment, token) =>
  crm('/exports', token, { method: 'POST', body: JSON.stringify({ segment }) });

export const exportStatus = (exportId, token) => crm(`/exports/${exportId}`, token);

/** Exchanges the user's MCP access token for a CRM token (RFC 8693). */
export async function crmTokenFor(authInfo) {
  const res = await fetch(`${BASE}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: authInfo.token,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    }),
  });
  if (!res.ok) throw new Error('token exchange failed');
  return (await res.json()).access_token;
}
