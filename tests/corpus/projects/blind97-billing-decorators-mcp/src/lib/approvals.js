// Signs and verifies approval tokens (HMAC-SHA256 over a base64url JSON body) used as request state.
const { createHmac } = require('node:crypto');
const { approvalKey } = require('../config');

function mac(body) {
  return createHmac('sha256', approvalKey).update(body).digest();
}

function seal(claims) {
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${mac(body).toString('base64url')}`;
}

function open(token) {
  if (typeof token !== 'string') return null;
  const [body, tagText, extra] = token.split('.');
  if (!body || !tagText || extra !== undefined) return null;
  const tag = Buffer.from(tagText, 'base64url');
  if (!tag.equals(mac(body))) return null; // expect: no-timing-unsafe-compare
  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (claims.exp !== undefined && claims.exp < Date.now()) return null;
  return claims;
}

module.exports = { seal, open };
