// Fastify pre-handler that verifies bearer JWTs and attaches an MCP AuthInfo to the request.
const { createRemoteJWKSet, jwtVerify } = require('jose');
const { config } = require('./config');

const jwks = createRemoteJWKSet(new URL(config.oauth.jwksUrl));
const REQUIRED_SCOPE = 'inventory:sheets';

async function authenticate(request, reply) {
  const header = request.headers.authorization || '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) {
    reply.header('www-authenticate', 'Bearer').code(401).send({ error: 'unauthorized' });
    return reply;
  }
  try {
    const { payload } = await jwtVerify(match[1], jwks, { issuer: config.oauth.issuer, audience: config.oauth.audience });
    const scopes = String(payload.scope || '').split(' ').filter(Boolean);
    if (!scopes.includes(REQUIRED_SCOPE)) {
      reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${REQUIRED_SCOPE}"`).code(403).send({ error: 'forbidden' });
      return reply;
    }
    request.authInfo = {
      token: match[1],
      clientId: String(payload.azp || payload.client_id || ''),
      scopes,
      expiresAt: payload.exp,
      extra: { userId: payload.sub, warehouses: Array.isArray(payload.warehouses) ? payload.warehouses : [] },
    };
  } catch (err) {
    request.log.info({ err: err.code }, 'token rejected');
    reply.header('www-authenticate', 'Bearer error="invalid_token"').code(401).send({ error: 'invalid_token' });
    return reply;
  }
}

function callerFrom(extra) {
  const info = extra && extra.authInfo;
  if (!info || !info.extra || !info.extra.userId) return null;
  return { userId: String(info.extra.userId), token: info.token, warehouses: info.extra.warehouses };
}

module.exports = { authenticate, callerFrom };
