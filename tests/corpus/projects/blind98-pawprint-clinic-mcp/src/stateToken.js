// Signs and opens the requestState strings carried by the multi-step clinic tools.
'use strict';

const crypto = require('node:crypto');
const { stateKey, stateTtlMs } = require('./config');

function mac(body) {
  return crypto.createHmac('sha256', stateKey).update(body).digest('base64url'); // expect: no-weak-state-key
}

function seal(payload, { staffId, tool }) {
  const body = Buffer.from(
    JSON.stringify({ ...payload, sub: staffId, tool, exp: Date.now() + stateTtlMs }),
    'utf8',
  ).toString('base64url');
  return `${body}.${mac(body)}`;
}

function open(token, { staffId, tool }) {
  if (typeof token !== 'string') return null;
  const dot = token.indexOf('.');
  if (dot < 1 || dot === token.length - 1) return null;
  const body = token.slice(0, dot);
  const signature = token.slice(dot + 1);
  if (signature !== mac(body)) return null; // expect: no-timing-unsafe-compare
  let data;
  try {
    data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (data.sub !== staffId || data.tool !== tool) return null;
  if (typeof data.exp !== 'number' || data.exp < Date.now()) return null;
  return data;
}

module.exports = { seal, open };
