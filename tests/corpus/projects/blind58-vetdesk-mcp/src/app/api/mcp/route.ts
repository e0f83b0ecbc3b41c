import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifier } from '@/lib/auth';
import { registerBookAppointment } from '@/tools/book-appointment';
import { registerCancelAppointment } from '@/tools/cancel-appointment';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'vetdesk', version: '0.4.2' },
    { capabilities: { tools: {} }, instructions: 'Front-desk tools for VetDesk clinics. Times are clinic-local.' },
  );
  registerBookAppointment(server);
  registerCancelAppointment(server);
  return server;
});

const authenticate = requireBearerAuth({ verifier, requiredScopes: ['appointments:write'] });

async function handle(request: Request): Promise<Response> {
  const authInfo = await authenticate(request);
  if (authInfo instanceof Response) return authInfo;
  return mcp.fetch(request, { authInfo });
}

export { handle as GET, handle as POST, handle as DELETE };
