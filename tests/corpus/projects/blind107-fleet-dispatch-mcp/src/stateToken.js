// src/stateToken.js — seals and opens the requestState that dispatch tools hand to the client between rounds
'use strict';

module.exports = (function () {
  var crypto = require('crypto');
  var config = require('./config');

  var TTL_MS = 10 * 60 * 1000;

  function encode(obj) {
    return Buffer.from(JSON.stringify(obj), 'utf8').toString('base64url');
  }

  function mac(body) {
    return crypto.createHmac('sha256', config.stateSecret).update(body).digest('base64url'); // expect: no-weak-state-key
  }

  function seal(payload, userId, tool) {
    var envelope = Object.assign({}, payload, {
      uid: userId,
      tool: tool,
      exp: Date.now() + TTL_MS
    });
    var body = encode(envelope);
    return body + '.' + mac(body);
  }

  function open(token, userId, tool) {
    if (typeof token !== 'string' || token.length > 8192) return null;
    var parts = token.split('.');
    if (parts.length !== 2) return null;
    if (parts[1] !== mac(parts[0])) return null; // expect: no-timing-unsafe-compare

    var data;
    try {
      data = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    } catch (e) {
      return null;
    }
    if (data.uid !== userId || data.tool !== tool) return null;
    if (typeof data.exp !== 'number' || data.exp < Date.now()) return null;
    return data;
  }

  return { seal: seal, open: open, ttlMs: TTL_MS };
})();
