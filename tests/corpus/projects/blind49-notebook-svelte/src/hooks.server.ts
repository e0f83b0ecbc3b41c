import type { Handle } from '@sveltejs/kit';
import { userForBearer } from '$lib/server/auth';

export const handle: Handle = async ({ event, resolve }) => {
  if (event.url.pathname === '/mcp' || event.url.pathname.startsWith('/mcp/')) {
    const header = event.request.headers.get('authorization') ?? '';
    const [scheme, bearer] = header.split(' ', 2);
    const user = scheme?.toLowerCase() === 'bearer' && bearer ? await userForBearer(bearer) : null;
    if (!user) {
      return new Response(JSON.stringify({ error: 'unauthorized' }), {
        status: 401,
        headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="notebook"' },
      });
    }
    event.locals.user = user;
  }
  return resolve(event);
};
