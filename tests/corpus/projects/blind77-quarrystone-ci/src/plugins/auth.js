// Fastify plugin: checks the bearer token on /mcp through OAuth token introspection and attaches the caller.
'use strict';

const fp = require('fastify-plugin');
const { request } = require('undici');
const { introspection } = require('../config');

const basic = Buffer.from(`${introspection.clientId}:${introspection.clientSecret}`).toString('base64');

async function introspect(token) {
  const res = await request(introspection.url, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }).toString(),
    headersTimeout: 5_000,
  });
  if (res.statusCode !== 200) throw new Error(`introspection returned ${res.statusCode}`);
  return res.body.json();
}

async function authPlugin(app) {
  app.decorateRequest('authInfo', null);

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/mcp')) return;
    const header = req.headers.authorization || '';
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
    if (!match) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="quarrystone"').send({ error: 'missing_token' });
    }
    let info;
    try {
      info = await introspect(match[1]);
    } catch (err) {
      req.log.warn({ err }, 'token introspection failed');
      return reply.code(503).send({ error: 'auth_unavailable' });
    }
    if (!info.active || !info.sub) {
      return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
    }
    req.authInfo = {
      token: match[1],
      clientId: info.client_id,
      scopes: String(info.scope || '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub, login: info.username },
    };
  });
}

module.exports = fp(authPlugin, { name: 'quarrystone-auth', fastify: '5.x' });
