'use strict';

const fp = require('fastify-plugin');
const https = require('https');

const SUBDOMAIN = process.env.ZENDESK_SUBDOMAIN || 'acme-support';

// Resolve the calling agent from their Zendesk OAuth token (users/me).
function introspect(token, callback) {
  const req = https.get(
    {
      host: `${SUBDOMAIN}.zendesk.com`,
      path: '/api/v2/users/me.json',
      headers: { Authorization: `Bearer ${token}` },
      timeout: 5000,
    },
    (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => { body += chunk; });
      res.on('end', () => {
        if (res.statusCode !== 200) return callback(null, null);
        try {
          callback(null, JSON.parse(body).user);
        } catch (err) {
          callback(err);
        }
      });
    },
  );
  req.on('error', callback);
}

async function authPlugin(fastify) {
  fastify.decorateRequest('auth', null);

  fastify.addHook('preHandler', (request, reply, done) => {
    if (request.routeOptions.config && request.routeOptions.config.public) {
      return done();
    }
    const header = request.headers.authorization || '';
    if (!header.startsWith('Bearer ')) {
      reply.code(401).header('WWW-Authenticate', 'Bearer').send({ error: 'missing bearer token' });
      return;
    }
    const token = header.slice('Bearer '.length).trim();
    introspect(token, (err, user) => {
      if (err) return done(err);
      if (!user || user.role === 'end-user') {
        reply.code(403).send({ error: 'agents only' });
        return;
      }
      request.auth = {
        userId: String(user.id),
        email: user.email,
        locale: user.locale,
        groups: user.group_ids || [],
        upstreamToken: token,
      };
      done();
    });
  });
}

module.exports = fp(authPlugin, { name: 'helpdesk-auth' });
