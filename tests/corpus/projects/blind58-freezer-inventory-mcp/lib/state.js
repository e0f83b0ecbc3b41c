'use strict';

// Signed requestState for tools that need a second round (confirmations).
// token = base64url(JSON payload) "." base64url(HMAC-SHA256(payload))

const crypto = require('node:crypto');
const config = require('./config');
const { nowMs, nowSeconds } = require('./clock');

const VERSION = 's1';

function mac(body) {
  return crypto.createHmac('sha256', config.stateKey).update(body).digest('base64url'); // expect: no-weak-state-key
}

function stableStringify(value) {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function argsDigest(args) {
  if (args === undefined) return null;
  return crypto.createHash('sha256').update(stableStringify(args)).digest('base64url');
}

function sealState(data, { userId, tool, args }) {
  if (!userId || !tool) throw new Error('sealState needs userId and tool');
  const payload = {
    v: VERSION,
    sub: userId,
    tool,
    ad: argsDigest(args),
    exp: nowMs() + config.stateTtlMs,
    data,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(body)}`;
}

function openState(token, { userId, tool, args }) {
  if (typeof token !== 'string' || token.length > 16 * 1024) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [body, sig] = parts;

  const given = Buffer.from(sig);
  const expected = Buffer.from(mac(body));
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;

  let payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (payload.v !== VERSION) return null;
  if (payload.exp < nowSeconds()) return null; // expect-todo: require-state-binding
  if (payload.sub !== userId || payload.tool !== tool) return null;
  if (payload.ad !== argsDigest(args)) return null;
  return payload.data;
}

module.exports = { sealState, openState };
