// Compact HMAC-signed tokens carried as requestState between rounds of a tool call.
const crypto = require('node:crypto');
const config = require('./config');

function mac(body) {
  return crypto.createHmac('sha256', config.stateSecret).update(body).digest('base64url'); // expect: no-weak-state-key
}

function seal(payload) {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${mac(body)}`;
}

function open(token) {
  if (typeof token !== 'string') return null;
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) return null;
  const body = token.slice(0, dot);
  const sig = token.slice(dot + 1);
  if (sig !== mac(body)) return null; // expect: no-timing-unsafe-compare
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function argsDigest(args) {
  return crypto.createHash('sha256').update(canonical(args || {})).digest('base64url');
}

function stillValid(payload, { sub, tool, args }) {
  if (!payload) return false;
  if (payload.sub !== sub || payload.tool !== tool) return false;
  if (payload.exp && payload.exp < Date.now()) return false;
  if (args && payload.args !== argsDigest(args)) return false;
  return true;
}

module.exports = { seal, open, argsDigest, stillValid };
