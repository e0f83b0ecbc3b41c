// Fastify pre-handler that resolves personal API tokens to an approver principal.
'use strict';

const { createHash } = require('node:crypto');
const { findApiToken } = require('./db');

const TOKEN_FORMAT = /^apk_[A-Za-z0-9_-]{32,64}$/;

async function authenticate(request, reply) {
  const header = request.headers.authorization || '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!TOKEN_FORMAT.test(token)) {
    return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'invalid_token' });
  }
  const row = await findApiToken(createHash('sha256').update(token).digest('hex'));
  if (!row || (row.expires_at && row.expires_at.getTime() <= Date.now())) {
    return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
  }
  request.raw.auth = {
    token,
    clientId: 'ap-approvals',
    scopes: row.scopes,
    expiresAt: row.expires_at ? Math.floor(row.expires_at.getTime() / 1000) : undefined,
    extra: { userId: row.user_id, tenantId: row.tenant_id, roles: row.roles, name: row.display_name },
  };
}

function principalFrom(authInfo) {
  const extra = authInfo && authInfo.extra;
  if (!extra || !extra.userId || !extra.tenantId) throw new Error('unauthenticated MCP request');
  return { userId: extra.userId, tenantId: extra.tenantId, roles: extra.roles || [], name: extra.name };
}

module.exports = { authenticate, principalFrom };
