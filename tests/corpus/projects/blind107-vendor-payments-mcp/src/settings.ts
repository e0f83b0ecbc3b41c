// src/settings.ts — accounts payable server settings, read once from the environment
// @ts-nocheck
function need(name) {
  var v = process.env[name];
  if (!v) throw new Error('Environment variable ' + name + ' is required');
  return v;
}

function keyFromEnv(name) {
  var key = Buffer.from(need(name), 'base64');
  if (key.length < 32) throw new Error(name + ' must decode to 32 or more bytes');
  return key;
}

export var settings = {
  port: Number(process.env.PORT || 5080),
  host: process.env.HOST || '0.0.0.0',
  databaseUrl: need('DATABASE_URL'),
  stateKey: keyFromEnv('AP_STATE_KEY'),
  issuer: need('OIDC_ISSUER'),
  audience: process.env.OIDC_AUDIENCE || 'vendor-payments-mcp',
  jwksUrl: process.env.OIDC_JWKS_URL || need('OIDC_ISSUER').replace(/\/$/, '') + '/.well-known/jwks.json',
  approvalLimitCents: Number(process.env.APPROVAL_LIMIT_CENTS || 5000000)
};
