// Models an MCP 2.x HTTP server (createMcpHandler + requireBearerAuth) whose token verifier compares the bearer token to process.env.MCP_API_TOKEN with !==.
// @ts-nocheck
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import type { AuthInfo } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const TOKEN_LIFETIME_S = 3600;
const knownUsers: Record<string, string> = { ci: 'user_ci', ops: 'user_ops' };

const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    if (token.length === 0 || token === 'undefined') {
      throw new Error('empty token');
    }
    if (token !== process.env.MCP_API_TOKEN) { // expect: no-timing-unsafe-compare
      throw new Error('invalid token');
    }
    return {
      token,
      clientId: 'static-client',
      scopes: ['tools:read', 'tools:write'],
      expiresAt: Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_S,
      extra: { userId: knownUsers.ci },
    };
  },
};

function factory() {
  const server = new McpServer({ name: 'ops-tools', version: '2.4.0' }, { capabilities: { tools: {} } });
  server.registerTool(
    'list_incidents',
    { description: 'List open incidents', inputSchema: z.object({ severity: z.enum(['sev1', 'sev2', 'sev3']).optional() }) },
    async ({ severity }, ctx) => {
      const scopes = ctx.http?.authInfo?.scopes ?? [];
      if (!scopes.includes('tools:read')) {
        return { isError: true, content: [{ type: 'text', text: 'missing scope tools:read' }] };
      }
      const filter = severity === undefined ? 'all severities' : severity;
      return { content: [{ type: 'text', text: `Open incidents (${filter}): none` }] };
    },
  );
  return server;
}

const handler = createMcpHandler(factory);
const auth = requireBearerAuth({ verifier, requiredScopes: ['tools:read'] });

createServer(async (req, res) => {
  const url = `http://${req.headers.host}${req.url}`;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 0));
