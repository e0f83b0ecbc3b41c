// Loads grower-site configuration and the round-trip state key from the environment.
'use strict';

const os = require('node:os');
const crypto = require('node:crypto');
const pkg = require('../package.json');

function list(name, fallback) {
  const raw = process.env[name];
  return raw ? raw.split(',').map((s) => s.trim()).filter(Boolean) : fallback;
}

function loadStateKey() {
  const configured = process.env.CLIMATE_STATE_KEY;
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length < 32) throw new Error('CLIMATE_STATE_KEY must decode to at least 32 bytes');
    return key;
  }
  return crypto.createHash('sha256').update(`${pkg.name}:${os.hostname()}`).digest();
}

const config = {
  port: Number(process.env.PORT || 3100),
  issuer: process.env.OIDC_ISSUER || 'https://login.growerco.example/',
  audience: process.env.OIDC_AUDIENCE || 'glasshouse-mcp',
  jwksUri: process.env.OIDC_JWKS_URI || 'https://login.growerco.example/.well-known/jwks.json',
  mysql: {
    host: process.env.MYSQL_HOST || 'localhost',
    port: Number(process.env.MYSQL_PORT || 3306),
    user: process.env.MYSQL_USER || 'climate',
    password: process.env.MYSQL_PASSWORD,
    database: process.env.MYSQL_DATABASE || 'climate',
  },
  plcGatewayUrl: process.env.PLC_GATEWAY_URL || 'http://plc-gw.internal:8080',
  plcGatewayKey: process.env.PLC_GATEWAY_KEY,
  sites: list('GROWER_SITES', ['westland', 'almeria']),
  stateKey: loadStateKey(),
};

module.exports = config;
