// OAuth callbacks of file-routed frameworks: the route handler's context carries the request URL and the cookie jar.
// @ts-nocheck
import type { APIRoute } from 'astro';
import { exchangeCode } from '../lib/oauth-client';

// Astro: `export const GET: APIRoute`, the context destructured, the jar's cookie read through `.value`
export const GET: APIRoute = async ({ url, cookies, redirect }) => {
  const returned = url.searchParams.get('state');
  const remembered = cookies.get('gitlab_oauth_state')?.value ?? null;
  cookies.delete('gitlab_oauth_state', { path: '/' });
  if (!returned || !remembered || returned !== remembered) { // expect: no-timing-unsafe-compare
    return new Response('Bad state', { status: 400 });
  }
  const session = await exchangeCode(url.searchParams.get('code'));
  return redirect(session ? '/dashboard' : '/login');
};

// the same context, kept whole: `context.url`, `context.cookies`
export async function POST(context) {
  const form = await context.request.formData();
  const expected = context.cookies.get('__Host-csrf')?.value;
  if (form.get('csrf') != expected) return new Response(null, { status: 403 }); // expect: no-timing-unsafe-compare
  // look-alikes: a theme cookie and the page the client asked for are both the client's own
  if (context.url.searchParams.get('theme') === context.cookies.get('theme')?.value) return new Response('unchanged');
  if (context.url.searchParams.get('page') !== context.cookies.get('last_page')?.value) context.cookies.set('last_page', '1');
  return new Response('ok');
}
