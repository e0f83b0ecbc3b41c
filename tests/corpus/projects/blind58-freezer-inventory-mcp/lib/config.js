'use strict';

const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../package.json');

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

function loadStateKey() {
  const configured = process.env.FREEZER_STATE_KEY;
  if (configured) return Buffer.from(configured, 'base64');
  // Lab installs on a single box often have no secrets store. Derive a stable per-host key
  // so a service restart between two rounds doesn't throw away the user's confirmation.
  return crypto.createHash('sha256').update(`${pkg.name}@${os.hostname()}`).digest();
}

module.exports = {
  port: Number(process.env.PORT || 8787),
  publicUrl: process.env.PUBLIC_URL || 'http://localhost:8787',
  lims: {
    baseUrl: required('LIMS_BASE_URL'),
    introspectionUrl: required('LIMS_INTROSPECTION_URL'),
    introspectionClientId: required('LIMS_CLIENT_ID'),
    introspectionClientSecret: required('LIMS_CLIENT_SECRET'),
    webhookSecret: required('LIMS_WEBHOOK_SECRET'),
  },
  stateKey: loadStateKey(),
  stateTtlMs: 10 * 60 * 1000,
};
