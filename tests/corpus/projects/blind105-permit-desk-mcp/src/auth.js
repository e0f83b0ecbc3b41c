// Fastify preHandler that introspects bearer tokens at the city's OIDC provider and attaches an MCP AuthInfo.
'use strict';

const basicAuth = (id, secret) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

const introspect = (config) => async (token) => {
  const res = await fetch(config.introspectionUrl, {
    method: 'POST',
    headers: {
      authorization: basicAuth(config.introspectionClientId, config.introspectionClientSecret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    signal: AbortSignal.timeout(4000),
  });
  return res.ok ? res.json() : { active: false };
};

const toAuthInfo = (token, claims) => ({
  token,
  clientId: claims.client_id,
  scopes: String(claims.scope || '').split(' ').filter(Boolean),
  expiresAt: claims.exp,
  extra: { userId: claims.sub, email: claims.email, licenseNo: claims.contractor_license },
});

const makeAuthenticate = (config) => {
  const check = introspect(config);
  return async (request, reply) => {
    const match = /^Bearer ([\w.~+/-]+=*)$/.exec(request.headers.authorization || '');
    if (!match) return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'missing bearer token' });
    const claims = await check(match[1]).catch(() => ({ active: false }));
    if (!claims.active || !claims.sub) return reply.code(401).send({ error: 'invalid or expired token' });
    request.authInfo = toAuthInfo(match[1], claims);
  };
};

module.exports = { makeAuthenticate };
