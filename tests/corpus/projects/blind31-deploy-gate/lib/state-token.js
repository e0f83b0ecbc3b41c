'use strict';

var jwt = require('jsonwebtoken');

var secret = process.env.DEPLOY_GATE_STATE_SECRET;
if (!secret || Buffer.byteLength(secret) < 32) {
  throw new Error('DEPLOY_GATE_STATE_SECRET must be set to at least 32 random bytes');
}

var ISSUER = 'deploy-gate';

/**
 * Signs the approval context handed to the client between the two rounds of a
 * release tool. Callers put sub (the approver) and tool in the claims.
 *
 * @param {object} claims
 * @param {function(Error|null, string=)} done
 */
exports.signState = function signState(claims, done) {
  jwt.sign(claims, secret, {
    algorithm: 'HS256',
    issuer: ISSUER,
    // approvers get paged away in the middle of a review; 10 minutes was too tight
    expiresIn: '45m' // expect: require-state-binding
  }, done);
};

/**
 * @param {string} token
 * @param {function(Error|null, object=)} done
 */
exports.verifyState = function verifyState(token, done) {
  jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER }, done);
};
