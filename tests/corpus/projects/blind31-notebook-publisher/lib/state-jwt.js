'use strict';

var util = require('util');
var jwt = require('jsonwebtoken');
var secrets = require('./secrets');

var sign = util.promisify(jwt.sign);
var verify = util.promisify(jwt.verify);

var ISSUER = 'notebook-publisher';
var STATE_TTL_SECONDS = 600;

/**
 * @param {string} reason
 * @constructor
 */
function StateRefused(reason) {
  this.name = 'StateRefused';
  this.message = 'request state refused: ' + reason;
  this.reason = reason;
  Error.captureStackTrace(this, StateRefused);
}
StateRefused.prototype = Object.create(Error.prototype);
StateRefused.prototype.constructor = StateRefused;

/**
 * Signs a round's state as a short JWT bound to the user and the tool.
 * (Signed, not encrypted: ids and settings only.)
 *
 * @param {object} data
 * @param {{ userId: string, tool: string }} binding
 * @returns {Promise<string>}
 */
function issueState(data, binding) {
  return sign(
    { sub: binding.userId, tool: binding.tool, data: data },
    secrets.stateJwtKey,
    { algorithm: 'HS256', issuer: ISSUER, expiresIn: STATE_TTL_SECONDS }
  );
}

/**
 * @param {string} token the client's requestState
 * @param {{ userId: string, tool: string }} binding the current call
 * @returns {Promise<object>} the data; rejects with StateRefused
 */
function readState(token, binding) {
  return verify(token, secrets.stateJwtKey, { algorithms: ['HS256'], issuer: ISSUER, maxAge: STATE_TTL_SECONDS })
    .catch(function (err) {
      throw new StateRefused(err.name === 'TokenExpiredError' ? 'expired' : 'signature');
    })
    .then(function (claims) {
      if (claims.sub !== binding.userId) throw new StateRefused('user');
      if (claims.tool !== binding.tool) throw new StateRefused('tool');
      return claims.data;
    });
}

module.exports = { issueState: issueState, readState: readState, StateRefused: StateRefused };
