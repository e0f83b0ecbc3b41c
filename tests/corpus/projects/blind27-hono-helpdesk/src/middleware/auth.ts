import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../types';

interface ExchangeResponse {
  sub: string;
  email: string;
  org_id: string;
  access_token: string;
}

/**
 * Validates the MCP bearer token and swaps it for a helpdesk API token
 * (RFC 8693 token exchange). The result is put on the context as `agent`.
 */
export const requireAgent = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  if (!header.startsWith('Bearer ')) {
    throw new HTTPException(401, { message: 'missing bearer token' });
  }

  const res = await fetch(c.env.TOKEN_EXCHANGE_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: header.slice('Bearer '.length),
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: c.env.HELPDESK_API,
    }),
  });
  if (!res.ok) throw new HTTPException(401, { message: 'token exchange failed' });

  const body = (await res.json()) as ExchangeResponse;
  c.set('agent', {
    id: body.sub,
    email: body.email,
    orgId: body.org_id,
    upstreamToken: body.access_token,
  });
  await next();
});
