// Resolves an agent's opaque bearer token through OAuth introspection, with a short in-memory cache.
'use strict';
const crypto = require('node:crypto');
const config = require('./config');

const cache = new Map();
const CACHE_MS = 30_000;
const basic = Buffer.from(`${config.introspection.clientId}:${config.introspection.clientSecret}`).toString('base64');

async function introspect(token) {
  const cacheKey = crypto.createHash('sha256').update(token).digest('hex');
  const hit = cache.get(cacheKey);
  if (hit && hit.until > Date.now()) return hit.info;

  const res = await fetch(config.introspection.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) throw new Error(`introspection answered ${res.status}`);
  const data = await res.json();
  const info = data.active
    ? {
        token,
        clientId: data.client_id,
        scopes: String(data.scope || '').split(' ').filter(Boolean),
        expiresAt: data.exp,
        extra: { userId: data.sub, team: data.team, refundLimitCents: Number(data.refund_limit_cents || 0) },
      }
    : null;
  cache.set(cacheKey, { info, until: Date.now() + CACHE_MS });
  return info;
}

async function authenticate(req) {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization || '');
  if (!match) return null;
  const info = await introspect(match[1]);
  if (!info || !info.scopes.includes('helpdesk')) return null;
  if (info.expiresAt && info.expiresAt * 1000 < Date.now()) return null;
  return info;
}

module.exports = { authenticate };
