import { createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from '@/lib/auth';
import { buildBillingServer } from '@/lib/mcp/server';

// The MCP SDK needs node:crypto and a long-lived fetch; keep it off the edge runtime.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const mcp = createMcpHandler(buildBillingServer);

async function handle(request: Request): Promise<Response> {
  const authInfo = await authenticate(request);
  if (authInfo instanceof Response) {
    return authInfo;
  }
  return mcp.fetch(request, { authInfo });
}

export { handle as GET, handle as POST, handle as DELETE };
