'use strict';

const fp = require('fastify-plugin');
const { createHmac, timingSafeEqual } = require('node:crypto');

const PREFIX = 'td1';
const B64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Decorates `fastify.stateSeal` with `seal(payload, binding)` / `open(token, binding)`.
 *
 * Format: `td1.<b64url JSON>.<b64url HMAC-SHA256>`. The JSON carries the user (`sub`),
 * the tool, and `exp` in epoch seconds; `open` checks all three after the MAC.
 * The MAC is compared in its canonical text form so a re-encoded signature is refused.
 */
function stateSeal(fastify, opts, done) {
  const { key, ttlSeconds, nowSeconds = () => Math.floor(Date.now() / 1000) } = opts;
  if (!Buffer.isBuffer(key) || key.length < 32) {
    done(new Error('state-seal: key must be a Buffer of at least 32 bytes'));
    return;
  }

  const macOf = (body) => createHmac('sha256', key).update(`${PREFIX}.${body}`).digest('base64url');

  function seal(payload, { sub, tool }) {
    const claims = { ...payload, sub, tool, exp: nowSeconds() + ttlSeconds };
    const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
    return `${PREFIX}.${body}.${macOf(body)}`;
  }

  function open(token, { sub, tool }) {
    if (typeof token !== 'string' || !token.startsWith(`${PREFIX}.`)) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [, body, sig] = parts;
    if (!B64URL.test(body) || !B64URL.test(sig)) return null;

    const expected = Buffer.from(macOf(body), 'utf8');
    const given = Buffer.from(sig, 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

    let claims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (claims.sub !== sub || claims.tool !== tool) return null;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds()) return null;
    return claims;
  }

  fastify.decorate('stateSeal', Object.freeze({ seal, open }));
  done();
}

module.exports = fp(stateSeal, { name: 'state-seal', fastify: '4.x' });
