// Koa middleware: validates the MCP caller's bearer token through the IdP introspection endpoint.
import { config } from './config.js';

const clientBasic = Buffer.from(`${config.idp.clientId}:${config.idp.clientSecret}`).toString('base64');

async function introspect(token) {
  const res = await fetch(config.idp.introspectionUrl, {
    method: 'POST',
    headers: { authorization: `Basic ${clientBasic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`introspection failed with ${res.status}`);
  return res.json();
}

export async function bearerAuth(ctx, next) {
  const header = ctx.get('authorization');
  if (!header.startsWith('Bearer ')) {
    ctx.set('WWW-Authenticate', `Bearer resource_metadata="${config.publicUrl}/.well-known/oauth-protected-resource"`);
    ctx.status = 401;
    ctx.body = { error: 'missing_token' };
    return;
  }
  const token = header.slice('Bearer '.length).trim();
  const data = await introspect(token);
  if (!data.active || !data.sub || !data.exp) {
    ctx.status = 401;
    ctx.body = { error: 'invalid_token' };
    return;
  }
  const scopes = String(data.scope || '').split(' ').filter(Boolean);
  if (!scopes.includes('calendar.delegate')) {
    ctx.status = 403;
    ctx.body = { error: 'insufficient_scope' };
    return;
  }
  ctx.state.auth = {
    token,
    clientId: data.client_id,
    scopes,
    expiresAt: data.exp,
    extra: { userId: data.sub, email: data.email },
  };
  await next();
}
