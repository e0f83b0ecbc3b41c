// src/auth.ts — OAuth token introspection used as the bearer verifier for the MCP endpoint
// @ts-nocheck
import { loadConfig } from './config.js';

function postForm(url, form, basic) {
  return fetch(url, {
    method: 'POST',
    headers: {
      authorization: 'Basic ' + basic,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json'
    },
    body: new URLSearchParams(form).toString()
  }).then(function (res) {
    if (!res.ok) throw new Error('Introspection failed with HTTP ' + res.status);
    return res.json();
  });
}

export var tokenVerifier = {
  verifyAccessToken: function (token) {
    var config = loadConfig();
    var basic = Buffer.from(config.introspectionClientId + ':' + config.introspectionClientSecret).toString('base64');
    return postForm(config.identityIssuer + '/oauth/introspect', { token: token }, basic).then(function (body) {
      if (!body.active) throw new Error('Token is not active');
      if (!body.sub || !body.org_id) throw new Error('Token carries no user or organisation');
      return {
        token: token,
        clientId: body.client_id,
        scopes: typeof body.scope === 'string' ? body.scope.split(' ') : [],
        expiresAt: body.exp,
        resource: body.aud,
        extra: { userId: body.sub, orgId: body.org_id, displayName: body.name }
      };
    });
  }
};
