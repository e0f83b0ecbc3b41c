// Express middleware that checks applicant bearer tokens with the city SSO introspection endpoint.
'use strict';
const axios = require('axios');
const config = require('./config');

const sso = axios.create({
  timeout: 5000,
  auth: { username: config.sso.clientId, password: config.sso.clientSecret },
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

function reject(res, status, description) {
  res
    .status(status)
    .set('www-authenticate', `Bearer error="invalid_token", error_description="${description}"`)
    .json({ error: 'invalid_token', error_description: description });
}

async function bearerAuth(req, res, next) {
  const header = req.get('authorization') || '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) return reject(res, 401, 'missing bearer token');

  try {
    const { data } = await sso.post(config.sso.introspectUrl, new URLSearchParams({ token: match[1] }).toString());
    if (!data.active) return reject(res, 401, 'token is not active');
    const scopes = String(data.scope || '').split(' ').filter(Boolean);
    if (!scopes.includes('permits')) return reject(res, 403, 'permits scope required');
    req.auth = {
      token: match[1],
      clientId: data.client_id,
      scopes,
      expiresAt: data.exp,
      extra: { userId: data.sub, displayName: data.name, role: data.role || 'applicant' },
    };
    return next();
  } catch (err) {
    console.error('[permit-desk] introspection failed', err.message);
    return res.status(502).json({ error: 'identity provider unavailable' });
  }
}

module.exports = { bearerAuth };
