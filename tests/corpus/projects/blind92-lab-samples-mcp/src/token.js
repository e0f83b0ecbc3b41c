// Request-state token format: versioned, HMAC-SHA256 sealed JSON ("v1.<body>.<tag>").
const { createHmac } = require('node:crypto');
const { b64json, unb64json } = require('./util');

const tokenKit = ({ secret, acceptV0 = false }) => {
  const tag = (body) => createHmac('sha256', secret).update(`v1.${body}`).digest();
  const seal = (claims) => ((body) => `v1.${body}.${tag(body).toString('base64url')}`)(b64json(claims));
  const open = (token) => {
    const parts = String(token ?? '').split('.');
    if (parts.length === 1 && acceptV0) return unb64json(parts[0]); // expect: require-sealed-state
    const [version, body, mac] = parts;
    if (parts.length !== 3 || version !== 'v1' || !body || !mac) return null;
    return Buffer.from(mac, 'base64url').equals(tag(body)) ? unb64json(body) : null; // expect: no-timing-unsafe-compare
  };
  return { seal, open };
};

module.exports = { tokenKit };
