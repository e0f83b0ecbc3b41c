import { createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from '@/lib/auth';
import { buildServer } from '@/lib/mcp/server';

export const runtime = 'edge';
export const dynamic = 'force-dynamic';

const mcp = createMcpHandler(buildServer);

async function handle(req: Request): Promise<Response> {
  const authInfo = await authenticate(req);
  if (authInfo instanceof Response) return authInfo;
  return mcp.fetch(req, { authInfo });
}

export const GET = handle;
export const POST = handle;
export const DELETE = handle;
