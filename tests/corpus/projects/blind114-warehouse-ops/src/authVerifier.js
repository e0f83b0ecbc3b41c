// Verifies access tokens by OAuth introspection against the warehouse IdP.
'use strict';

// OAuth token introspection against the warehouse IdP; shape matches what
// requireBearerAuth expects from verifyAccessToken.
var InvalidTokenError = require('@modelcontextprotocol/sdk/server/auth/errors.js').InvalidTokenError;

var INTROSPECT = process.env.IDP_INTROSPECT_URL;
if (!INTROSPECT) throw new Error('IDP_INTROSPECT_URL is required');

function basic() {
  return 'Basic ' + Buffer.from(process.env.IDP_CLIENT_ID + ':' + process.env.IDP_CLIENT_SECRET).toString('base64');
}

exports.verifyAccessToken = function (token) {
  return fetch(INTROSPECT, {
    method: 'POST',
    headers: { authorization: basic(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: token })
  }).then(function (res) { return res.json(); }).then(function (info) {
    if (!info.active) throw new InvalidTokenError('inactive token');
    return {
      token: token,
      clientId: info.client_id,
      scopes: String(info.scope || '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub }
    };
  });
};
