import { createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from '@/lib/auth';
import { env } from '@/lib/env';
import { buildBillingServer } from '@/lib/mcp/server';

export const runtime = 'edge';
export const dynamic = 'force-dynamic';

const mcp = createMcpHandler(buildBillingServer);

function unauthorized() {
  const metadata = new URL('/.well-known/oauth-protected-resource', env.appUrl);
  return Response.json(
    { error: 'invalid_token' },
    { status: 401, headers: { 'www-authenticate': `Bearer resource_metadata="${metadata}"` } },
  );
}

export async function POST(req: Request) {
  const authInfo = await authenticate(req);
  if (!authInfo) return unauthorized();
  return mcp.fetch(req, { authInfo });
}

export async function GET() {
  return new Response('Method Not Allowed', { status: 405, headers: { allow: 'POST' } });
}
