'use strict';

var crypto = require('crypto');

/*
 * v1 state format from the 1.x desktop client era:  v1.<base64 json>.<hex hmac>
 * Only opened, never issued any more.
 */
var LegacyState = (function () {
  function sameMac(a, b) {
    if (a.length !== b.length) return false;
    for (var i = 0; i < a.length; i++) {
      if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
    }
    return true;
  }

  function isLegacy(token) {
    return typeof token === 'string' && token.indexOf('v1.') === 0;
  }

  function open(token, secret, userId, tool) {
    if (!secret) return null;
    var parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== 'v1') return null;
    var expected = crypto.createHmac('sha256', secret).update(parts[1]).digest('hex');
    if (!sameMac(parts[2].toLowerCase(), expected)) return null; // expect: no-timing-unsafe-compare
    var claims;
    try {
      claims = JSON.parse(Buffer.from(parts[1], 'base64').toString('utf8'));
    } catch (e) {
      return null;
    }
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return null;
    if (claims.uid !== userId || claims.tool !== tool) return null;
    return claims;
  }

  return { isLegacy: isLegacy, open: open };
})();

module.exports = LegacyState;
