'use strict';
const jwt = require('jsonwebtoken');

class JwtStateService {
  constructor(secret, { issuer = 'crm-mcp' } = {}) {
    this.secret = secret;
    this.issuer = issuer;
  }

  issue(claims) {
    return jwt.sign(claims, this.secret, {
      algorithm: 'HS256',
      issuer: this.issuer,
      expiresIn: '2h', // expect: require-state-binding
    });
  }

  read(token) {
    try {
      return jwt.verify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: this.issuer,
        ignoreExpiration: true, // expect: require-state-binding
      });
    } catch {
      return null;
    }
  }
}

module.exports = { JwtStateService };
