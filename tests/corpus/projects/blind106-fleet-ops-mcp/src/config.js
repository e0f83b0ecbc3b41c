// Configuration for fleet-ops, loaded from environment variables and mounted secret files.
const fs = require('node:fs');

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is required`);
  return value;
}

const config = {
  port: Number(process.env.PORT || 4000),
  mysqlUrl: required('MYSQL_URL'),
  redisUrl: required('REDIS_URL'),
  auth: {
    publicKey: fs.readFileSync(required('AUTH_PUBLIC_KEY_FILE'), 'utf8'),
    issuer: required('AUTH_ISSUER'),
    audience: process.env.AUTH_AUDIENCE || 'fleet-ops',
  },
  sessionKeys: required('SESSION_KEYS').split(',').map((k) => k.trim()),
  state: {
    jwksPath: required('STATE_JWKS_FILE'),
    currentKid: required('STATE_CURRENT_KID'),
    legacyKid: process.env.STATE_LEGACY_KID || 'cbc-2023',
    acceptLegacy: process.env.STATE_ACCEPT_LEGACY !== 'false',
    ttlSeconds: 600,
  },
  telematics: {
    baseUrl: process.env.TELEMATICS_URL || 'https://api.telematics.example.net',
    clientId: required('TELEMATICS_CLIENT_ID'),
    clientSecret: required('TELEMATICS_CLIENT_SECRET'),
    webhookSecret: required('TELEMATICS_WEBHOOK_SECRET'),
    redirectUri: required('TELEMATICS_REDIRECT_URI'),
  },
};

module.exports = { config };
