// Models CommonJS MCP helpers that invent their state key at start-up: from Math.random, from the clock, from 16 random bytes, and (strict-only concern) from 32 random bytes.
const { createHmac, randomBytes } = require('node:crypto');

const weakKey = Math.random().toString(36).slice(2);
const clockKey = `key-${Date.now()}`;
const shortKey = randomBytes(16);
const processKey = randomBytes(32);

function signWith(key, body) {
  return createHmac('sha256', key).update(body).digest('base64url');
}

function sealQuick(payload) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', weakKey).update(body).digest('base64url')}`; // expect: no-weak-state-key
}

function sealTimed(payload) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', clockKey).update(body).digest('base64url')}`; // expect: no-weak-state-key
}

function sealShort(payload) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', shortKey).update(body).digest('base64url'); // expect: no-weak-state-key
  return `${body}.${mac}`;
}

function sealProcess(payload) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', processKey).update(body).digest('base64url');
  return `${body}.${mac}`;
}

function nonce() {
  return createHmac('sha256', String(Math.random())).update(String(Date.now())).digest('hex').slice(0, 16); // expect: no-weak-state-key
}

module.exports = { signWith, sealQuick, sealTimed, sealShort, sealProcess, nonce };
