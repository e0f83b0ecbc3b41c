// Issues and redeems HS256 JWT state tokens tied to a user and a tool.
'use strict';

const jwt = require('jsonwebtoken');

class StateTokenError extends Error {}

class StateTokens {
  #secret;
  #issuer;

  constructor(secret, issuer = 'billing-refunds') {
    this.#secret = secret;
    this.#issuer = issuer;
  }

  issue(userId, tool, claims) {
    return jwt.sign({ ...claims, tool }, this.#secret, {
      algorithm: 'HS256',
      subject: userId,
      issuer: this.#issuer,
      expiresIn: '1h', // expect: require-state-binding
    });
  }

  redeem(token, userId, tool) {
    let claims;
    try {
      claims = jwt.verify(token, this.#secret, { algorithms: ['HS256'], issuer: this.#issuer, subject: userId });
    } catch (err) {
      throw new StateTokenError(`request state rejected: ${err.message}`);
    }
    if (claims.tool !== tool) throw new StateTokenError('request state belongs to another tool');
    return claims;
  }
}

module.exports = { StateTokens, StateTokenError };
