// Roster server configuration: reads the environment once and derives each purpose's key from the master secret.
'use strict';

var crypto = require('crypto');

var MIN_MASTER_BYTES = 32;
var MAX_STATE_TTL_SECONDS = 600;

function required(env, name) {
  var value = env[name];
  if (!value) throw new Error(name + ' is not set');
  return value;
}

function decodeMaster(value) {
  var buf = Buffer.from(value, 'base64');
  if (buf.length < MIN_MASTER_BYTES) {
    throw new Error('ROSTER_MASTER_KEY must decode to at least ' + MIN_MASTER_BYTES + ' bytes');
  }
  return buf;
}

function subkey(master, purpose) {
  return Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), 'clinic-roster/' + purpose, 32));
}

function stateLifetime(raw) {
  var seconds = raw === undefined ? 300 : parseInt(raw, 10);
  if (!(seconds > 0 && seconds <= MAX_STATE_TTL_SECONDS)) {
    throw new Error('ROSTER_STATE_TTL must be between 1 and ' + MAX_STATE_TTL_SECONDS + ' seconds');
  }
  return seconds;
}

function build(env) {
  var master = decodeMaster(required(env, 'ROSTER_MASTER_KEY'));
  var cfg = {};
  cfg.port = parseInt(env.PORT || '8090', 10);
  cfg.mysql = {
    host: env.MYSQL_HOST || 'localhost',
    port: parseInt(env.MYSQL_PORT || '3306', 10),
    user: env.MYSQL_USER || 'roster',
    password: env.MYSQL_PASSWORD,
    database: env.MYSQL_DATABASE || 'roster',
    connectionLimit: 10,
    timezone: 'Z'
  };
  cfg.oidc = {
    issuer: env.OIDC_ISSUER || 'https://id.stmarys-health.internal',
    audience: env.OIDC_AUDIENCE || 'clinic-roster-mcp',
    publicKeyFile: env.OIDC_PUBLIC_KEY_FILE || '/etc/clinic-roster/idp-signing.pem'
  };
  cfg.stateKey = subkey(master, 'request-state/v2');
  cfg.stateTtlSeconds = stateLifetime(env.ROSTER_STATE_TTL);
  cfg.pagingWebhookSecret = required(env, 'PAGING_WEBHOOK_SECRET');
  return cfg;
}

module.exports.build = build;

module.exports.load = function () {
  return build(process.env);
};

module.exports.forTesting = function (overrides) {
  var env = {
    ROSTER_MASTER_KEY: Buffer.alloc(32, 0x11).toString('base64'),
    PAGING_WEBHOOK_SECRET: 'paging-webhook-test-secret',
    MYSQL_DATABASE: 'roster_test'
  };
  Object.keys(overrides || {}).forEach(function (name) {
    env[name] = overrides[name];
  });
  return build(env);
};
