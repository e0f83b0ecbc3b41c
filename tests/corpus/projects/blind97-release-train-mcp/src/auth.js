// Koa middleware that introspects the caller's bearer token and attaches MCP AuthInfo to the request.
import { config } from './config.js';

const clientAuth = `Basic ${Buffer.from(`${config.idp.clientId}:${config.idp.clientSecret}`).toString('base64')}`;

async function introspect(token) {
  const res = await fetch(config.idp.introspectionUrl, {
    method: 'POST',
    headers: { authorization: clientAuth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`introspection ${res.status}`);
  return res.json();
}

export function bearerAuth({ requiredScope }) {
  return async (ctx, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
    if (!match) {
      ctx.set('WWW-Authenticate', 'Bearer');
      ctx.throw(401, 'missing bearer token');
    }
    const info = await introspect(match[1]);
    const scopes = String(info.scope ?? '').split(' ').filter(Boolean);
    if (!info.active || !info.exp || info.exp * 1000 < Date.now()) {
      ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      ctx.throw(401, 'invalid token');
    }
    if (!scopes.includes(requiredScope)) {
      ctx.set('WWW-Authenticate', `Bearer error="insufficient_scope", scope="${requiredScope}"`);
      ctx.throw(403, 'insufficient scope');
    }
    ctx.req.auth = {
      token: match[1],
      clientId: info.client_id,
      scopes,
      expiresAt: info.exp,
      extra: {
        userId: info.sub,
        displayName: info.name,
        environments: info.deploy_environments ?? ['dev'],
      },
    };
    await next();
  };
}
