// CommonJS MAC helpers of a release server: one class verifies with ===, the free function only computes.
const { createHmac } = require('node:crypto');

function macFor(body, key) {
  return createHmac('sha256', key).update(body).digest('base64url');
}

class ReleaseTokens {
  constructor(key) {
    this.key = key;
  }

  check(body, tag) {
    return macFor(body, this.key) === tag; // expect: no-timing-unsafe-compare
  }
}

module.exports = { macFor, ReleaseTokens };
