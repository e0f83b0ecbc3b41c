// Environment-driven configuration for the clinic scheduler service.
const os = require('node:os');
const crypto = require('node:crypto');
const pkg = require('../package.json');

function required(env, name) {
  const value = env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

function loadStateKey(env) {
  if (env.STATE_KEY) return Buffer.from(env.STATE_KEY, 'hex');
  return crypto.createHash('sha256').update(`${os.hostname()}/${pkg.name}`).digest(); // expect-todo: no-weak-state-key
}

function loadConfig(env = process.env) {
  return Object.freeze({
    port: Number(env.PORT || 8090),
    mysql: {
      host: required(env, 'MYSQL_HOST'),
      port: Number(env.MYSQL_PORT || 3306),
      user: required(env, 'MYSQL_USER'),
      password: required(env, 'MYSQL_PASSWORD'),
      database: env.MYSQL_DATABASE || 'clinic',
    },
    ehr: {
      baseUrl: required(env, 'EHR_FHIR_BASE_URL'),
      tokenUrl: required(env, 'EHR_TOKEN_URL'),
      clientId: required(env, 'EHR_CLIENT_ID'),
      clientSecret: required(env, 'EHR_CLIENT_SECRET'),
    },
    auth: {
      issuer: required(env, 'AUTH_ISSUER'),
      audience: env.AUTH_AUDIENCE || 'clinic-scheduler',
    },
    stateKey: loadStateKey(env),
    stateTtlMs: 10 * 60 * 1000,
  });
}

module.exports = { loadConfig };
