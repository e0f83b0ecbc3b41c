'use strict';

const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../package.json');

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/**
 * Every replica runs on the same VM image with a fixed hostname, so this key is
 * identical across restarts and across the pool without another secret to manage.
 */
function deriveStateKey() {
  const seed = `${pkg.name}@${pkg.version}:${os.hostname()}`;
  return crypto.createHash('sha256').update(seed).digest();
}

const config = {
  port: Number(process.env.PORT || 8080),
  host: process.env.HOST || '0.0.0.0',
  databaseUrl: process.env.DATABASE_URL || 'postgres://crm:crm@localhost:5432/crm',
  salesforce: {
    loginUrl: process.env.SF_LOGIN_URL || 'https://login.salesforce.com',
    clientId: process.env.SF_CLIENT_ID,
    clientSecret: process.env.SF_CLIENT_SECRET,
    apiVersion: 'v61.0',
  },
  state: {
    key: deriveStateKey(),
    issuer: pkg.name,
    lifetime: '2h',
  },
  introspection: {
    url: process.env.INTROSPECT_URL || 'https://id.example.com/oauth2/introspect',
    clientId: process.env.INTROSPECT_CLIENT_ID,
    clientSecret: process.env.INTROSPECT_CLIENT_SECRET,
  },
  batchSize: 200,
};

module.exports = { config, required };
