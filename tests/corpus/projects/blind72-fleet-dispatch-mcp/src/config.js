// Configuration loader: merges environment variables over an optional dispatch.config.json file.
'use strict';

const fs = require('fs');
const path = require('path');

const config = module.exports = {};

function readFileConfig() {
  const file = process.env.DISPATCH_CONFIG || path.join(process.cwd(), 'dispatch.config.json');
  if (!fs.existsSync(file)) return {};
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`Cannot parse ${file}: ${err.message}`);
  }
}

const fileConfig = readFileConfig();

config.port = Number(process.env.PORT || fileConfig.port || 8080);
config.databaseUrl = process.env.DATABASE_URL || fileConfig.databaseUrl || 'postgres://dispatch@localhost:5432/dispatch';

config.introspection = {
  url: process.env.OAUTH_INTROSPECTION_URL || fileConfig.introspectionUrl,
  clientId: process.env.OAUTH_CLIENT_ID || fileConfig.oauthClientId,
  clientSecret: process.env.OAUTH_CLIENT_SECRET,
};

config.telematics = {
  baseUrl: process.env.TELEMATICS_URL || fileConfig.telematicsUrl || 'https://telematics.fleet.internal',
  tokenUrl: process.env.TELEMATICS_TOKEN_URL || fileConfig.telematicsTokenUrl || 'https://sso.fleet.internal/oauth2/token',
  audience: 'telematics-api',
  timeoutMs: 8000,
};

config.state = {
  secret: process.env.DISPATCH_STATE_SECRET || fileConfig.stateSecret || 'fleet-dispatch-local',
  ttlMs: 10 * 60 * 1000,
};

if (!config.introspection.url) {
  throw new Error('OAUTH_INTROSPECTION_URL is required');
}
