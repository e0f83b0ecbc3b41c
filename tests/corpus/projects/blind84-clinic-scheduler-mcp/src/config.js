// Reads clinic scheduler settings from the environment and prepares the request-state key.
'use strict';

const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../package.json');

function required(env, name) {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

function stateKey(env) {
  if (env.CLINIC_STATE_KEY) return Buffer.from(env.CLINIC_STATE_KEY, 'base64');
  return crypto.createHash('sha256').update(`${pkg.name}@${os.hostname()}`).digest();
}

function loadConfig(env = process.env) {
  return Object.freeze({
    port: Number(env.PORT || 3000),
    mysql: {
      host: env.MYSQL_HOST || 'localhost',
      port: Number(env.MYSQL_PORT || 3306),
      user: required(env, 'MYSQL_USER'),
      password: required(env, 'MYSQL_PASSWORD'),
      database: env.MYSQL_DATABASE || 'clinic',
    },
    issuer: required(env, 'OIDC_ISSUER'),
    audience: env.OIDC_AUDIENCE || 'clinic-scheduler',
    notifyUrl: env.NOTIFY_URL || 'http://notify.clinic.svc.cluster.local',
    notifyApiKey: required(env, 'NOTIFY_API_KEY'),
    stateKey: stateKey(env),
  });
}

module.exports = { loadConfig };
