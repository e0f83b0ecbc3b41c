import { userInfo } from 'node:os';
import { settings } from '../config.js';

/**
 * Bearer verifier for requireBearerAuth: RFC 7662 introspection at the company IdP.
 * @param {string} token
 * @returns {Promise<import('@modelcontextprotocol/server').AuthInfo>}
 */
export async function introspect(token) {
  const clientId = process.env.OPS_IDP_CLIENT_ID;
  const clientSecret = process.env.OPS_IDP_CLIENT_SECRET;
  if (!clientId || !clientSecret) throw new Error('OPS_IDP_CLIENT_ID and OPS_IDP_CLIENT_SECRET must be set for HTTP mode');

  const res = await fetch(settings.idpIntrospectionUrl, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
  const body = await res.json();
  if (!body.active) throw new Error('token is not active');

  return {
    token,
    clientId: body.client_id,
    scopes: typeof body.scope === 'string' ? body.scope.split(' ') : [],
    expiresAt: body.exp,
    extra: { userId: body.sub, email: body.email },
  };
}

/**
 * Who is calling, as a stable string. Over HTTP: the IdP subject of the verified token
 * (never the OAuth client id, which every engineer's MCP host shares). Over stdio the
 * process belongs to one operator, so their local account stands in for them.
 * @param {{ http?: { authInfo?: { extra?: Record<string, unknown> } } }} ctx
 */
export function principal(ctx) {
  if (!ctx.http) return `local:${userInfo().username}`;
  const userId = ctx.http.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('this request carries no authenticated user; put requireBearerAuth in front of the endpoint');
  }
  return userId;
}
