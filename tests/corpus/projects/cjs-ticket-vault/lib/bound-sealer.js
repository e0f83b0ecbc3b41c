// The sealer the newer tools use: user, tool and expiry signed, and all three checked on open.
const { createHmac, timingSafeEqual } = require('node:crypto');

class BoundSealer {
  constructor(key) {
    this.key = key;
  }

  tag(body) {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  seal(payload, userId, tool) {
    const body = Buffer.from(JSON.stringify({ payload, userId, tool, exp: Date.now() + 600_000 })).toString('base64url');
    return `${body}.${this.tag(body)}`;
  }

  open(token, userId, tool) {
    const [body, mac] = String(token).split('.');
    const expected = this.tag(body);
    if (!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
    const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state.payload : null;
  }
}

module.exports = { BoundSealer };
