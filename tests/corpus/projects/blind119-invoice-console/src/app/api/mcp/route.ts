// Next.js route handler that authenticates the user and serves the invoice MCP server at /api/mcp.
// @ts-nocheck
import { createMcpHandler } from '@modelcontextprotocol/server';
import { requireUser } from '@/lib/auth';
import createInvoiceServer from '@/mcp/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const mcp = createMcpHandler(createInvoiceServer);

async function handle(request: Request): Promise<Response> {
  const auth = await requireUser(request);
  if (auth instanceof Response) return auth;
  return mcp.fetch(request, { authInfo: auth });
}

export { handle as GET, handle as POST, handle as DELETE };
