// HTTP entry point that builds the docs-publisher MCP server and serves it behind bearer auth.
// @ts-nocheck
import { createServer, type IncomingMessage } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import DocsModule from './docs.module.js';

const docs = DocsModule.forRoot();

const handler = createMcpHandler(() =>
  docs.install(new McpServer({ name: 'docs-publisher', version: '1.2.0' }, { capabilities: { tools: {} } })),
);

const authenticate = requireBearerAuth({
  requiredScopes: ['docs:publish'],
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(process.env.AUTH_INTROSPECT_URL!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
      if (!info.active) throw new Error('inactive token');
      return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
});

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

createServer(async (req, res) => {
  const request = await toRequest(req);
  const authInfo = await authenticate(request);
  const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 8088));
