import { createMcpHandler } from '@modelcontextprotocol/server';
import { buildStockroomServer } from '$lib/server/mcp';
import type { RequestHandler } from './$types';

const mcp = createMcpHandler(buildStockroomServer);

const handle: RequestHandler = async ({ request, locals, url }) => {
  if (!locals.authInfo) {
    const metadata = new URL('/.well-known/oauth-protected-resource', url);
    return new Response('Unauthorized', {
      status: 401,
      headers: { 'www-authenticate': `Bearer resource_metadata="${metadata}"` },
    });
  }
  return mcp.fetch(request, { authInfo: locals.authInfo });
};

export const GET = handle;
export const POST = handle;
export const DELETE = handle;
