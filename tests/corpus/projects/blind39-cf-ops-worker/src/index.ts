import { createMcpHandler } from '@modelcontextprotocol/server';
import type { Env } from './env';
import { authenticate } from './auth';
import { buildServer } from './server';

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/healthz') return new Response('ok');
    if (pathname !== '/mcp') return new Response('Not found', { status: 404 });

    const authInfo = await authenticate(request, env);
    if (authInfo instanceof Response) return authInfo;

    // stateless: a fresh McpServer per request, everything between rounds rides in requestState
    const handler = createMcpHandler(() => buildServer(env, ctx));
    return handler.fetch(request, { authInfo });
  },
} satisfies ExportedHandler<Env>;
