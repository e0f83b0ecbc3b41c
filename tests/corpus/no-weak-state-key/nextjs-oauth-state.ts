// Models a Next.js route handler pair for an OAuth login that HMAC-signs its `state` cookie: one key has a fallback for local dev, PKCE uses plain hashes.
// @ts-nocheck
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookies } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';

const STATE_COOKIE_SECRET = process.env.OAUTH_STATE_SECRET ?? 'local-oauth-state-secret'; // the fallback only matters on laptops

function signState(value: string): string {
  return createHmac('sha256', STATE_COOKIE_SECRET).update(value).digest('base64url'); // expect: no-weak-state-key
}

export async function GET(request: NextRequest) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(16).toString('base64url');
  const jar = await cookies();
  jar.set('oauth_state', `${state}.${signState(state)}`, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 600 });
  jar.set('pkce_verifier', verifier, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 600 });
  const url = new URL('https://auth.example.com/authorize');
  url.search = new URLSearchParams({
    client_id: process.env.OAUTH_CLIENT_ID!,
    redirect_uri: `${request.nextUrl.origin}/api/auth/callback`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  }).toString();
  return NextResponse.redirect(url);
}

export async function POST(request: NextRequest) {
  const form = await request.formData();
  const returned = String(form.get('state'));
  const jar = await cookies();
  const [state, mac] = (jar.get('oauth_state')?.value ?? '').split('.');
  if (!state || !mac || state !== returned) return new NextResponse('Bad state', { status: 400 });
  const expected = Buffer.from(signState(state));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return new NextResponse('Bad state', { status: 400 });
  const response = await fetch('https://auth.example.com/token', {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'authorization_code', code: String(form.get('code')), code_verifier: jar.get('pkce_verifier')?.value ?? '' }),
  });
  const tokens = await response.json();
  const sessionId = createHash('sha256').update(`${tokens.id_token}:${Date.now()}`).digest('hex');
  jar.set('sid', sessionId, { httpOnly: true, secure: true });
  return NextResponse.redirect(new URL('/', request.url));
}

export function cacheKey(userId: string, path: string): string {
  return createHash('sha1').update('cache-v3').update(userId).update(path).digest('hex');
}
