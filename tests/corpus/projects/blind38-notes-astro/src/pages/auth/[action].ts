import { createHash, randomBytes } from 'node:crypto';
import type { APIRoute, AstroCookieSetOptions } from 'astro';
import { jwtVerify } from 'jose';
import { jwks, oidc } from '../../lib/server/env';
import { constantTimeEqual } from '../../lib/server/share-links';

export const prerender = false;

const STATE_COOKIE = 'oauth_state';
const VERIFIER_COOKIE = 'pkce_verifier';
const flowCookie: AstroCookieSetOptions = { httpOnly: true, secure: true, sameSite: 'lax', path: '/auth', maxAge: 600 };

/** /auth/login starts the browser sign-in; /auth/callback finishes it. */
export const GET: APIRoute = async ({ params, url, cookies, redirect }) => {
  if (params.action === 'login') {
    const state = randomBytes(32).toString('base64url');
    const verifier = randomBytes(32).toString('base64url');
    cookies.set(STATE_COOKIE, state, flowCookie);
    cookies.set(VERIFIER_COOKIE, verifier, flowCookie);

    const authorize = new URL('/authorize', oidc.issuer);
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: oidc.clientId,
      redirect_uri: new URL('/auth/callback', url.origin).toString(),
      scope: 'openid email',
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    return redirect(authorize.toString(), 302);
  }

  if (params.action !== 'callback') return new Response('Not found', { status: 404 });

  const expected = cookies.get(STATE_COOKIE)?.value;
  const verifier = cookies.get(VERIFIER_COOKIE)?.value;
  cookies.delete(STATE_COOKIE, { path: '/auth' });
  cookies.delete(VERIFIER_COOKIE, { path: '/auth' });

  const returned = url.searchParams.get('state');
  const code = url.searchParams.get('code');
  if (!expected || !verifier || !returned || !code || !constantTimeEqual(expected, returned)) {
    return new Response('Sign-in expired or was tampered with. Please try again.', { status: 400 });
  }

  const res = await fetch(new URL('/oauth/token', oidc.issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: new URL('/auth/callback', url.origin).toString(),
      client_id: oidc.clientId,
      client_secret: oidc.clientSecret,
      code_verifier: verifier,
    }),
  });
  if (!res.ok) return new Response('Sign-in failed.', { status: 502 });
  const { id_token: idToken } = (await res.json()) as { id_token: string };

  const { payload } = await jwtVerify(idToken, jwks, { issuer: oidc.issuer, audience: oidc.clientId });
  cookies.set('inkwell_session', idToken, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    expires: new Date((payload.exp ?? 0) * 1000),
  });
  return redirect('/notes', 303);
};
