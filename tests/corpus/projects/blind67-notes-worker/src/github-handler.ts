import type { AuthRequest, OAuthHelpers } from '@cloudflare/workers-oauth-provider';
import { Hono } from 'hono';
import { Octokit } from 'octokit';
import type { Env, Props } from './types.js';

const app = new Hono<{ Bindings: Env & { OAUTH_PROVIDER: OAuthHelpers } }>();

app.get('/authorize', async (c) => {
  const oauthReqInfo = await c.env.OAUTH_PROVIDER.parseAuthRequest(c.req.raw);
  if (!oauthReqInfo.clientId) return c.text('Invalid request', 400);

  // Park the MCP client's request server-side; GitHub only carries an opaque id back to us.
  const pendingId = crypto.randomUUID();
  await c.env.OAUTH_KV.put(`pending:${pendingId}`, JSON.stringify(oauthReqInfo), { expirationTtl: 600 });

  const upstream = new URL('https://github.com/login/oauth/authorize');
  upstream.searchParams.set('client_id', c.env.GITHUB_CLIENT_ID);
  upstream.searchParams.set('redirect_uri', new URL('/callback', c.req.url).href);
  upstream.searchParams.set('scope', 'read:user user:email gist');
  upstream.searchParams.set('state', pendingId);
  return c.redirect(upstream.href);
});

app.get('/callback', async (c) => {
  const pendingId = c.req.query('state');
  const code = c.req.query('code');
  if (!pendingId || !code) return c.text('Missing state or code', 400);

  const parked = await c.env.OAUTH_KV.get(`pending:${pendingId}`);
  if (!parked) return c.text('This sign-in link expired', 400);
  await c.env.OAUTH_KV.delete(`pending:${pendingId}`);
  const oauthReqInfo = JSON.parse(parked) as AuthRequest;

  const tokenRes = await fetch('https://github.com/login/oauth/access_token', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_id: c.env.GITHUB_CLIENT_ID,
      client_secret: c.env.GITHUB_CLIENT_SECRET,
      code,
      redirect_uri: new URL('/callback', c.req.url).href,
    }),
  });
  const grant = (await tokenRes.json()) as { access_token?: string; error?: string };
  if (!grant.access_token) return c.text(`GitHub refused the sign-in: ${grant.error ?? 'unknown error'}`, 400);

  const octokit = new Octokit({ auth: grant.access_token });
  const { data: user } = await octokit.rest.users.getAuthenticated();

  const { redirectTo } = await c.env.OAUTH_PROVIDER.completeAuthorization({
    request: oauthReqInfo,
    userId: user.login,
    metadata: { label: user.name ?? user.login },
    scope: oauthReqInfo.scope,
    props: {
      login: user.login,
      name: user.name ?? user.login,
      email: user.email ?? '',
      accessToken: grant.access_token,
    } satisfies Props,
  });
  return c.redirect(redirectTo);
});

export const GitHubHandler = app;
