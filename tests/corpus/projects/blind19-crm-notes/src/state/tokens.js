'use strict';

const jwt = require('jsonwebtoken');

class StateRejected extends Error {
  constructor(message) {
    super(message);
    this.name = 'StateRejected';
  }
}

/**
 * JWT-backed requestState. Every tool gets the same instance through its deps.
 */
function createStateTokens({ secret, issuer, ttl }) {
  return {
    issue(payload, { sub, tool }) {
      return jwt.sign({ ...payload, tool }, secret, {
        algorithm: 'HS256',
        issuer,
        subject: sub,
        expiresIn: ttl,
      });
    },

    verify(token, { sub, tool }) {
      let claims;
      try {
        claims = jwt.verify(token, secret, {
          algorithms: ['HS256'],
          issuer,
          subject: sub,
          // Some desktop clients sit on an approval prompt for a long time before retrying.
          clockTolerance: 60 * 60 * 24, // expect: require-state-binding
        });
      } catch (err) {
        throw new StateRejected(`Invalid or expired requestState (${err.message})`);
      }
      if (claims.tool !== tool) {
        throw new StateRejected('requestState was issued for a different tool');
      }
      return claims;
    },

    /** Read a state token we issued, without the crypto round trip. */
    peek(token) {
      return jwt.decode(token); // expect: require-sealed-state
    },
  };
}

module.exports = { createStateTokens, StateRejected };
