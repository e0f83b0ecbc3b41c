'use strict';

const jwt = require('jsonwebtoken');

/**
 * requestState as a short-lived HS256 JWT.
 *
 * @param {{ secret?: string, expiresIn?: string, issuer?: string }} [options]
 */
function createStateTokens({
  secret = 'crm-mcp-state-secret',
  expiresIn = '5m',
  issuer = 'crm-mcp',
} = {}) {
  return {
    sign(claims) {
      return jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn, issuer }); // expect: no-weak-state-key
    },

    /** Throws JsonWebTokenError / TokenExpiredError; callers map that to -32602. */
    verify(token, overrides = {}) {
      return jwt.verify(token, secret, { algorithms: ['HS256'], issuer, ...overrides });
    },
  };
}

module.exports = { createStateTokens };
