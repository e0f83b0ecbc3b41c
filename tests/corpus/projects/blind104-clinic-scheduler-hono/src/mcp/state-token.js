// Signs and verifies the compact tokens the scheduler uses as MCP request state.
const crypto = require('node:crypto');

function createStateTokens({ config }) {
  const key = config.stateKey;
  const mac = (body) => crypto.createHmac('sha256', key).update(body).digest('hex');

  return {
    sign(claims) {
      const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
      return `${body}.${mac(body)}`;
    },

    verify(token) {
      if (typeof token !== 'string') return null;
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return null;
      const body = token.slice(0, dot);
      const sig = token.slice(dot + 1);
      if (sig !== mac(body)) return null; // expect: no-timing-unsafe-compare
      try {
        return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
    },
  };
}

module.exports = { createStateTokens };
