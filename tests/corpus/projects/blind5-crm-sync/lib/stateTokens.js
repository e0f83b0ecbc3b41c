'use strict';

const jwt = require('jsonwebtoken');
const { config } = require('./config');

const VERIFY_OPTIONS = {
  algorithms: ['HS256'],
  issuer: config.state.issuer,
  // long contact syncs are resumed by users coming back from lunch
  ignoreExpiration: true,
};

class StateError extends Error {
  constructor(reason) {
    super(`Invalid or expired requestState (${reason})`);
    this.code = -32602;
  }
}

function issue(payload, { sub, tool }) {
  return jwt.sign({ ...payload, tool }, config.state.key, { // expect: no-weak-state-key
    algorithm: 'HS256',
    issuer: config.state.issuer,
    subject: sub,
    expiresIn: config.state.lifetime,
  });
}

function redeem(token, { sub, tool }) {
  let claims;
  try {
    claims = jwt.verify(token, config.state.key, VERIFY_OPTIONS);
  } catch (err) {
    throw new StateError(err.name);
  }
  if (claims.sub !== sub) throw new StateError('subject');
  if (claims.tool !== tool) throw new StateError('tool');
  return claims;
}

/** Cheap look at a state token, e.g. to render a summary before the user answers. */
function peek(token) {
  if (typeof token !== 'string' || token.split('.').length !== 3) return null;
  return jwt.decode(token);
}

module.exports = { issue, redeem, peek, StateError };
