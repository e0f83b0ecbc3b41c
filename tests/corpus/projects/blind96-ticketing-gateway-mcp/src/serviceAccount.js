// Service-account access to the helpdesk: JWT bearer assertion grant (RFC 7523) with an in-memory token cache.
const jwt = require('jsonwebtoken');
const crypto = require('node:crypto');
const { config } = require('./config');

let cached = null;
let inflight = null;

function buildAssertion() {
  const sa = config.helpdesk.serviceAccount;
  const now = Math.floor(Date.now() / 1000);
  return jwt.sign(
    {
      iss: sa.clientEmail,
      sub: sa.clientEmail,
      aud: config.helpdesk.tokenUrl,
      scope: sa.scopes.join(' '),
      iat: now,
      exp: now + 300,
      jti: crypto.randomUUID(),
    },
    sa.privateKey,
    { algorithm: 'RS256', keyid: sa.keyId },
  );
}

async function fetchToken() {
  const res = await fetch(config.helpdesk.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: buildAssertion(),
    }),
  });
  if (!res.ok) throw new Error(`helpdesk token endpoint answered ${res.status}`);
  const data = await res.json();
  cached = { token: data.access_token, expiresAt: Date.now() + (data.expires_in - 60) * 1000 };
  return cached.token;
}

async function serviceToken() {
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  if (!inflight) inflight = fetchToken().finally(() => { inflight = null; });
  return inflight;
}

module.exports = { serviceToken };
