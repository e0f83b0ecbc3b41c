// Environment-driven configuration for the dispatch server.
'use strict';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

module.exports = {
  port: Number(process.env.PORT || 7310),
  mysql: {
    host: required('DISPATCH_DB_HOST'),
    user: required('DISPATCH_DB_USER'),
    password: required('DISPATCH_DB_PASSWORD'),
    database: process.env.DISPATCH_DB_NAME || 'dispatch',
  },
  oidc: {
    issuer: required('OIDC_ISSUER'),
    audience: process.env.OIDC_AUDIENCE || 'fleet-dispatch-mcp',
    jwksUri: required('OIDC_JWKS_URI'),
  },
  telematics: {
    baseUrl: required('TELEMATICS_API_URL'),
    apiKey: required('TELEMATICS_API_KEY'),
  },
  stateKeyDir: process.env.STATE_KEY_DIR || '/etc/fleet-dispatch/state-keys',
  stateActiveKid: process.env.STATE_ACTIVE_KID,
};
