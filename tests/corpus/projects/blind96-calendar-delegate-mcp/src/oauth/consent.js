// Browser consent flow delegating Google Calendar access, tracked by a signed __Host- session cookie.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import { config } from '../config.js';
import { redeemConnectTicket, createConsentSession, takeConsentSession } from '../db.js';
import { saveRefreshToken } from './tokenVault.js';

const COOKIE = '__Host-cd_consent';

const cookieMac = (sid) => createHmac('sha256', config.sessionCookieKey).update(sid).digest('base64url');

function sameBytes(a, b) {
  const left = Buffer.from(String(a ?? ''));
  const right = Buffer.from(String(b ?? ''));
  return left.length === right.length && timingSafeEqual(left, right);
}

function readSid(cookieValue) {
  if (!cookieValue) return null;
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const sid = cookieValue.slice(0, dot);
  return sameBytes(cookieValue.slice(dot + 1), cookieMac(sid)) ? sid : null;
}

export const consentRouter = new Router({ prefix: '/oauth/google' });

consentRouter.get('/start', async (ctx) => {
  const userId = await redeemConnectTicket(String(ctx.query.ticket ?? ''));
  if (!userId) {
    ctx.status = 410;
    ctx.body = 'This link has expired. Ask the assistant for a new one.';
    return;
  }
  const oauthState = randomBytes(24).toString('base64url');
  const codeVerifier = randomBytes(48).toString('base64url');
  const sid = await createConsentSession(userId, oauthState, codeVerifier);
  ctx.cookies.set(COOKIE, `${sid}.${cookieMac(sid)}`, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 15 * 60 * 1000,
    overwrite: true,
  });

  const url = new URL('https://accounts.google.com/o/oauth2/v2/auth');
  url.search = new URLSearchParams({
    client_id: config.google.clientId,
    redirect_uri: config.google.redirectUri,
    response_type: 'code',
    access_type: 'offline',
    prompt: 'consent',
    scope: config.google.scopes.join(' '),
    state: oauthState,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  ctx.redirect(url.href);
});

consentRouter.get('/callback', async (ctx) => {
  const sid = readSid(ctx.cookies.get(COOKIE));
  const session = sid ? await takeConsentSession(sid) : null;
  ctx.cookies.set(COOKIE, null, { path: '/', secure: true });
  if (!session || !sameBytes(ctx.query.state, session.oauth_state)) {
    ctx.status = 400;
    ctx.body = 'The sign-in attempt could not be matched to this browser. Please start again.';
    return;
  }
  if (ctx.query.error || !ctx.query.code) {
    ctx.status = 400;
    ctx.body = `Google did not grant access (${ctx.query.error ?? 'no code'}).`;
    return;
  }

  const res = await fetch('https://oauth2.googleapis.com/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: String(ctx.query.code),
      redirect_uri: config.google.redirectUri,
      client_id: config.google.clientId,
      client_secret: config.google.clientSecret,
      code_verifier: session.code_verifier,
    }),
  });
  if (!res.ok) {
    ctx.status = 502;
    ctx.body = 'Google refused the authorization code.';
    return;
  }
  const tokens = await res.json();
  if (!tokens.refresh_token) {
    ctx.status = 400;
    ctx.body = 'Google returned no refresh token; remove the app from your Google account and try again.';
    return;
  }
  await saveRefreshToken(session.user_id, tokens.refresh_token, tokens.scope);
  ctx.body = 'Google Calendar is connected. You can return to your assistant.';
});
