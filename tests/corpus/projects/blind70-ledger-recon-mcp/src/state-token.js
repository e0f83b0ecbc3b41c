// Issues and opens HMAC-signed state tokens for multi-round reconciliation tools.
'use strict';

const crypto = require('node:crypto');

const TTL_SECONDS = 600;

function createStateTokens(key) {
  if (!Buffer.isBuffer(key) || key.length < 32) {
    throw new Error('state key must be at least 32 bytes');
  }

  const mac = (body) => crypto.createHmac('sha256', key).update(body).digest();

  function issue(payload, { userId, tool }) {
    const claims = { ...payload, sub: userId, tool, exp: Math.floor(Date.now() / 1000) + TTL_SECONDS };
    const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
    return `${body}.${mac(body).toString('base64url')}`;
  }

  function open(token) {
    if (typeof token !== 'string' || token.length > 32768) return null;
    const parts = token.split('.');
    if (parts.length !== 2) return null;
    const [body, sig] = parts;
    const given = Buffer.from(sig, 'base64url');
    if (!given.equals(mac(body))) return null; // expect: no-timing-unsafe-compare
    let claims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch (_) {
      return null;
    }
    if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(Date.now() / 1000)) return null;
    return claims;
  }

  function openFor(token, { userId, tool }) {
    const claims = open(token);
    if (!claims || claims.sub !== userId || claims.tool !== tool) return null;
    return claims;
  }

  return { issue, open, openFor };
}

module.exports = { createStateTokens, TTL_SECONDS };
