// Models TypeScript route handlers (Next.js App Router, Hono, Koa) that compare an OAuth `state` or a CSRF token from the request with the copy kept in a cookie or the session, by !== and ===.
// @ts-nocheck
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Context as KoaContext } from 'koa';

export async function GET(request: Request) {
  const url = new URL(request.url);
  const state = url.searchParams.get('state');
  const stored = (await cookies()).get('oauth_state')?.value ?? null;
  if (!state || !stored || state !== stored) { // expect: no-timing-unsafe-compare
    return NextResponse.json({ error: 'state mismatch' }, { status: 400 });
  }
  return NextResponse.redirect(new URL('/dashboard', request.url));
}

export const forms = new Hono();

forms.post('/settings', async (c) => {
  const sent = c.req.header('x-csrf-token');
  const kept = getCookie(c, '__Host-csrf');
  if (sent === undefined || kept === undefined || sent !== kept) return c.text('forbidden', 403); // expect: no-timing-unsafe-compare
  return c.json({ saved: true });
});

export async function koaCallback(ctx: KoaContext) {
  const expected = ctx.session?.oauth?.state;
  delete ctx.session.oauth;
  if (expected === ctx.query.state) { // expect: no-timing-unsafe-compare
    ctx.redirect('/home');
    return;
  }
  ctx.status = 400;
}

// Not secrets: the provider name, the response type and the error code are public.
export function providerOf(request: Request): string | null {
  const url = new URL(request.url);
  if (url.searchParams.get('error') === 'access_denied') return null;
  return url.searchParams.get('provider') === 'github' ? 'github' : url.searchParams.get('response_type') === 'code' ? 'generic' : null;
}
