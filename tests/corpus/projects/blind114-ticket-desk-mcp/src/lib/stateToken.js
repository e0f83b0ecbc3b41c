// Seals and opens request state as an HMAC-signed body bound to user, tool and expiry.
'use strict';

var crypto = require('crypto');
var config = require('../config');

function mac(body) {
  return crypto.createHmac('sha256', config.stateSecret).update(body).digest('base64url'); // expect: no-weak-state-key
}

/**
 * Pack a plain object into "<body>.<mac>". The body carries who/what/when so
 * the second round can be checked against the caller.
 */
function seal(payload, userId, tool) {
  var wrapped = Object.assign({}, payload, {
    uid: userId,
    tool: tool,
    exp: Date.now() + config.stateTtlMs
  });
  var body = Buffer.from(JSON.stringify(wrapped)).toString('base64url');
  return body + '.' + mac(body);
}

/**
 * Returns the payload, or null when the token is malformed, tampered with,
 * expired, or minted for somebody / something else.
 */
function open(token, userId, tool) {
  if (typeof token !== 'string') return null;
  var dot = token.indexOf('.');
  if (dot < 1) return null;
  var body = token.slice(0, dot);
  var sig = token.slice(dot + 1);
  if (sig !== mac(body)) return null; // expect: no-timing-unsafe-compare

  var payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch (e) {
    return null;
  }
  if (payload.uid !== userId || payload.tool !== tool) return null;
  if (typeof payload.exp !== 'number' || payload.exp < Date.now()) return null;
  return payload;
}

module.exports = { seal: seal, open: open };
