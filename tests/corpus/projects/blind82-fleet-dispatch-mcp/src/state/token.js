// Mints and opens the requestState token carried between rounds: "<body>.<kid>.<mac>".
'use strict';
const crypto = require('node:crypto');
const { activeKid, subKey } = require('../keys/derive');

const PURPOSE = 'request-state';
const TTL_SECONDS = 600;

function hmac(key, data) {
  return crypto.createHmac('sha256', key).update(data).digest();
}

function nowSeconds() {
  return Math.floor(Date.now() / 1000);
}

function mint(payload, { sub, tool }) {
  const kid = activeKid();
  const claims = { ...payload, sub, tool, exp: nowSeconds() + TTL_SECONDS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = hmac(subKey(kid, PURPOSE), `${kid}.${body}`).toString('base64url');
  return `${body}.${kid}.${mac}`;
}

function open(token) {
  const [body, kid, sig] = String(token || '').split('.');
  if (!body) throw new Error('requestState is empty');
  const key = kid ? subKey(kid, PURPOSE) : undefined;
  if (!key) {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')); // expect: require-sealed-state
  }
  const mac = hmac(key, `${kid}.${body}`);
  if (!mac.equals(Buffer.from(sig || '', 'base64url'))) throw new Error('requestState signature invalid'); // expect: no-timing-unsafe-compare
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
}

module.exports = { mint, open, nowSeconds };
