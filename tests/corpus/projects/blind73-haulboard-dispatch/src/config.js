// Loads Haulboard dispatch settings from the environment.
'use strict';

const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const pkg = require('../package.json');

function env(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') {
    if (fallback === undefined) throw new Error(`Missing environment variable ${name}`);
    return fallback;
  }
  return value;
}

function loadStateKey() {
  if (process.env.HAULBOARD_STATE_KEY) return Buffer.from(process.env.HAULBOARD_STATE_KEY, 'hex');
  return crypto.createHash('sha256').update(`${pkg.name}:${os.hostname()}`).digest();
}

module.exports = {
  port: Number(env('PORT', '3100')),
  mysql: {
    host: env('MYSQL_HOST', '127.0.0.1'),
    port: Number(env('MYSQL_PORT', '3306')),
    user: env('MYSQL_USER', 'haulboard'),
    password: env('MYSQL_PASSWORD'),
    database: env('MYSQL_DATABASE', 'haulboard'),
  },
  auth: {
    issuer: env('HAULBOARD_TOKEN_ISSUER', 'https://login.haulboard.example'),
    audience: env('HAULBOARD_TOKEN_AUDIENCE', 'dispatch-mcp'),
    publicKey: fs.readFileSync(env('HAULBOARD_TOKEN_PUBLIC_KEY_FILE', '/etc/haulboard/token-signing.pub'), 'utf8'),
  },
  rates: {
    baseUrl: env('RATES_API_URL', 'https://rates.haulboard.example/api'),
    apiKey: env('RATES_API_KEY'),
  },
  telematics: {
    baseUrl: env('TELEMATICS_API_URL', 'https://fleet.trakline.example/v3'),
    clientId: env('TELEMATICS_CLIENT_ID'),
    clientSecret: env('TELEMATICS_CLIENT_SECRET'),
  },
  stateKey: loadStateKey(),
  stateTtlMs: 10 * 60 * 1000,
};
