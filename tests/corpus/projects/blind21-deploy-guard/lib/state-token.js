'use strict';

const jwt = require('jsonwebtoken');

class StateTokenError extends Error {}

/**
 * Signed (HS256) request state. Deploys often wait for a change-advisory approval before the
 * operator answers, hence the long lifetime.
 */
class StateTokens {
  constructor(secret, { issuer = 'deploy-guard' } = {}) {
    this.secret = secret;
    this.issuer = issuer;
  }

  issue(payload, { user, tool }) {
    return jwt.sign({ ...payload, tool }, this.secret, {
      algorithm: 'HS256',
      subject: user,
      issuer: this.issuer,
      expiresIn: '2h', // expect: require-state-binding
    });
  }

  verify(token, { user, tool }) {
    let claims;
    try {
      claims = jwt.verify(token, this.secret, { algorithms: ['HS256'], subject: user, issuer: this.issuer });
    } catch (err) {
      throw new StateTokenError(`requestState rejected: ${err.message}`);
    }
    if (claims.tool !== tool) throw new StateTokenError('requestState was issued for another tool');
    return claims;
  }
}

module.exports = { StateTokens, StateTokenError };
