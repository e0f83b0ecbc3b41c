// Bearer authentication for /mcp: checks access tokens with the identity service's introspection endpoint.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import settings from './env.js';

function IdentityVerifier(options) {
  this.url = options.url.replace(/\/$/, '') + '/oauth2/introspect';
  this.basic = 'Basic ' + Buffer.from(options.clientId + ':' + options.clientSecret).toString('base64');
}

IdentityVerifier.prototype.verifyAccessToken = function (token) {
  return fetch(this.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: this.basic },
    body: new URLSearchParams({ token: token, token_type_hint: 'access_token' }).toString()
  }).then(function (res) {
    if (!res.ok) throw new Error('introspection answered ' + res.status);
    return res.json();
  }).then(function (info) {
    if (!info.active) throw new Error('token is not active');
    return {
      token: token,
      clientId: info.client_id,
      scopes: String(info.scope || '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub, entityIds: info.entities || [] }
    };
  });
};

export var authenticate = requireBearerAuth({
  verifier: new IdentityVerifier(settings.identity),
  requiredScopes: ['ledger:reconcile']
});
