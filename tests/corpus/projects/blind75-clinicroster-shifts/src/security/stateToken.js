// Issues and reads the HS256 JWTs that roster tools hand out as requestState.
const jwt = require('jsonwebtoken');

const DEFAULT_OPTIONS = { algorithm: 'HS256', issuer: 'clinicroster', lifetime: '5m' };

function createStateTokens({ key, secret, ...options }) {
  const opts = { ...DEFAULT_OPTIONS, ...options };

  function issue(claims, { subject, tool, lifetime = opts.lifetime }) {
    return jwt.sign({ ...claims }, key, {
      algorithm: opts.algorithm,
      issuer: opts.issuer,
      audience: tool,
      subject,
      expiresIn: lifetime,
    });
  }

  function read(token, { tool }) {
    return jwt.verify(token, key, { // expect: require-state-binding
      algorithms: [opts.algorithm],
      issuer: opts.issuer,
      audience: tool,
    });
  }

  function peek(token) {
    if (typeof token !== 'string') return {};
    return jwt.decode(token) || {}; // expect: require-sealed-state
  }

  return { issue, read, peek };
}

module.exports = { createStateTokens };
