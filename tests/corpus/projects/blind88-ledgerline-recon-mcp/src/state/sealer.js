// Seals and opens request state for the multi-round reconciliation tools (HMAC-SHA256).
const { createHmac } = require('node:crypto');
const { stateKey } = require('./keys');

const TTL_MS = 10 * 60 * 1000;

function sign(body) {
  return createHmac('sha256', stateKey()).update(body).digest('base64url'); // expect: no-weak-state-key
}

function seal(payload) {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + TTL_MS }), 'utf8').toString('base64url');
  return `${body}.${sign(body)}`;
}

function open(token) {
  if (typeof token !== 'string') return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const mac = token.slice(dot + 1);
  if (mac !== sign(body)) return null; // expect: no-timing-unsafe-compare
  let payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload.exp !== 'number' || payload.exp <= Date.now()) return null;
  return payload;
}

module.exports = { seal, open };
