// A CommonJS sealer class: it signs an expiry but no user or tool, and its open checks the expiry only.
const { createHmac, timingSafeEqual } = require('node:crypto');

class TicketSealer {
  constructor(key) {
    this.key = key;
  }

  sign(body) {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  seal(payload) {
    const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 5 * 60 * 1000 })).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  open(token) {
    const [body, tag] = String(token).split('.');
    const expected = this.sign(body);
    if (!tag || tag.length !== expected.length || !timingSafeEqual(Buffer.from(tag), Buffer.from(expected))) return null;
    const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return state.exp > Date.now() ? state : null;
  }
}

module.exports = TicketSealer;
