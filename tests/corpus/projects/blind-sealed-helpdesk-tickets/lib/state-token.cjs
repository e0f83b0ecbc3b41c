// Models a small utility class that packs escalation progress into a checksummed token.
'use strict';
const crypto = require('node:crypto');

class StateToken {
  static checksum(body) {
    return crypto.createHash('sha256').update(body).digest();
  }

  static pack(state) {
    const body = Buffer.from(JSON.stringify({ ...state, issuedAt: Date.now() })).toString('base64');
    return `${body}.${StateToken.checksum(body).toString('hex')}`;
  }
}

module.exports = StateToken;
