// Authenticates requests by introspecting bearer tokens with the ops SSO service.
'use strict';

const INTROSPECT_URL = process.env.OPS_SSO_INTROSPECT_URL;

async function authenticate(req) {
  const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization || '');
  if (!m) return null;
  const res = await fetch(INTROSPECT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: m[1] }),
  });
  if (!res.ok) return null;
  const info = await res.json();
  if (!info.active) return null;
  return {
    token: m[1],
    clientId: info.client_id,
    scopes: String(info.scope || '').split(' '),
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
}

module.exports = { authenticate };
