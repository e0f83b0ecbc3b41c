import type { APIRoute } from 'astro';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { buildNotesServer } from '../../lib/server/mcp';

export const prerender = false;

export const ALL: APIRoute = async ({ request, locals, url }) => {
  if (!locals.authInfo) {
    const metadata = new URL('/.well-known/oauth-protected-resource', url.origin);
    return new Response(null, {
      status: 401,
      headers: { 'WWW-Authenticate': `Bearer resource_metadata="${metadata}"` },
    });
  }
  const mcp = createMcpHandler(() => buildNotesServer(url.origin));
  return mcp.fetch(request, { authInfo: locals.authInfo });
};
