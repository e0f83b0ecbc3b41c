'use strict';

var Signer = require('./signer');
var config = require('./config');

var signer = new Signer(config.stateSecret); // expect: no-weak-state-key

function b64url(str) {
  return Buffer.from(str, 'utf8').toString('base64url');
}

/**
 * Seal what the next round needs. The client only echoes the string back.
 */
exports.pack = function pack(payload, userId, tool) {
  var body = b64url(JSON.stringify(Object.assign({}, payload, {
    uid: userId,
    tool: tool,
    exp: Date.now() + config.stateTtlMs
  })));
  return Signer.VERSION + '.' + body + '.' + signer.sign(body);
};

/**
 * Returns the payload, or null when the token is forged, expired, or was issued
 * to someone else / for another tool.
 */
exports.unpack = function unpack(token, userId, tool) {
  if (typeof token !== 'string') return null;
  var parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== Signer.VERSION) return null;
  if (!signer.verify(parts[1], parts[2])) return null;

  var state;
  try {
    state = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch (e) {
    return null;
  }
  if (state.uid !== userId || state.tool !== tool) return null;
  if (typeof state.exp !== 'number' || state.exp < Date.now()) return null;
  return state;
};
