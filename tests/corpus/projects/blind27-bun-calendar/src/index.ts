import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import requireAuth from './auth';
import env from './env';
import registerCancelEvent from './tools/cancel-event';
import registerScheduleMeeting from './tools/schedule-meeting';

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'calendar-mcp', version: '0.3.1' }, { capabilities: { tools: {} } });
  registerCancelEvent(server);
  registerScheduleMeeting(server);
  return server;
});

Bun.serve({
  port: env.port,
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/healthz') return new Response('ok');
    if (url.pathname !== '/mcp') return new Response('not found', { status: 404 });

    const authInfo = await requireAuth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  },
});

console.log(`calendar-mcp listening on :${env.port}`);
