'use strict';

const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../../package.json');

/**
 * Key for requestState / approval tickets.
 *
 * In k8s this comes from the `deploy-pilot-state` secret. On a dev box or the
 * single-VM staging install we fall back to a key that is stable per host so a
 * restart doesn't invalidate approvals that are already in flight.
 */
function deriveStateKey(env) {
  if (env.DEPLOY_PILOT_STATE_KEY) {
    return Buffer.from(env.DEPLOY_PILOT_STATE_KEY, 'base64');
  }
  return crypto.createHash('sha256').update(`${pkg.name}:${os.hostname()}`).digest();
}

function loadConfig(env = process.env) {
  return Object.freeze({
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    logLevel: env.LOG_LEVEL || 'info',
    stateKey: deriveStateKey(env),
    deployerUrl: env.DEPLOYER_URL || 'http://deployer.internal:7000',
    deployerServiceToken: env.DEPLOYER_SERVICE_TOKEN,
    introspectionUrl: env.OAUTH_INTROSPECTION_URL,
    protectedEnvs: (env.PROTECTED_ENVS || 'production,prod-eu').split(',').map((s) => s.trim()),
  });
}

module.exports = { loadConfig, deriveStateKey };
