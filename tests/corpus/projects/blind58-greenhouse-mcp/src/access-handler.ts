import { Hono } from 'hono';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Env, Props } from './env';

// Staff sign in through Cloudflare Access in front of /authorize; we trust its JWT
// and look up which sites they work on.
const app = new Hono<{ Bindings: Env }>();

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

app.get('/authorize', async (c) => {
  const oauthReq = await c.env.OAUTH_PROVIDER.parseAuthRequest(c.req.raw);
  const assertion = c.req.header('cf-access-jwt-assertion');
  if (!assertion) return c.text('Sign in through Cloudflare Access first.', 401);

  jwks ??= createRemoteJWKSet(new URL('/cdn-cgi/access/certs', c.env.ACCESS_TEAM_DOMAIN));
  const { payload } = await jwtVerify(assertion, jwks, {
    issuer: c.env.ACCESS_TEAM_DOMAIN,
    audience: c.env.ACCESS_AUD,
  });
  const email = String(payload.email ?? '').toLowerCase();
  const profile = await c.env.OAUTH_KV.get<{ sites: string[]; role: Props['role'] }>(`staff:${email}`, 'json');
  if (!profile) return c.text(`${email} is not set up for the irrigation hub.`, 403);

  const props: Props = { userId: String(payload.sub), email, sites: profile.sites, role: profile.role };
  const { redirectTo } = await c.env.OAUTH_PROVIDER.completeAuthorization({
    request: oauthReq,
    userId: props.userId,
    metadata: { label: email },
    scope: oauthReq.scope,
    props,
  });
  return c.redirect(redirectTo);
});

app.get('/', (c) => c.text('greenhouse-mcp: connect your MCP client to /mcp'));

export const accessHandler = app;
