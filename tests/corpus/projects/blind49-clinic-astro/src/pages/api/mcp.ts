import type { APIRoute } from 'astro';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createClinicServer } from '../../lib/server/mcp';

export const prerender = false;

export const POST: APIRoute = async ({ request, locals }) => {
  if (!locals.mcpAuth) return new Response(null, { status: 401 });

  const server = createClinicServer();
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  const response = await transport.handleRequest(request, { authInfo: locals.mcpAuth });
  response.headers.set('cache-control', 'no-store');
  return response;
};

export const GET: APIRoute = () => new Response(null, { status: 405, headers: { allow: 'POST' } });
