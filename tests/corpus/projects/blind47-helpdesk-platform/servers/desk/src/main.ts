import { createServer, type IncomingMessage } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { makeDeskCodec } from '@acme/crypto';
import { loadDeskConfig } from '@/config';
import { backendsFrom } from '@/lib/backends';
import type { DeskRound, ToolDeps } from '@/lib/tools/base';
import { ImportIssuesTool } from '@/tools/import-issues';
import { MergeTicketsTool } from '@/tools/merge-tickets';
import { handleJiraWebhook } from '@/webhooks';

const config = loadDeskConfig();
const codec = makeDeskCodec<DeskRound>({ key: config.stateKey });
const deps: ToolDeps = { codec, ...backendsFrom(config) };

const authenticate = requireBearerAuth({
  requiredScopes: ['desk.tools'],
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(config.idpIntrospectionUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const claims = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
      if (!claims.active) throw new Error('inactive token');
      return { token, clientId: claims.client_id, scopes: claims.scope.split(' '), expiresAt: claims.exp, extra: { userId: claims.sub } };
    },
  },
});

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'desk', version: '3.1.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  new ImportIssuesTool(deps).register(server);
  new MergeTicketsTool(deps).register(server);
  return server;
});

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

createServer(async (req, res) => {
  const request = await toRequest(req);
  const { pathname } = new URL(request.url);
  let response: Response;
  if (pathname === '/hooks/jira') {
    response = await handleJiraWebhook(request, config, async (event) => console.log('jira event', event.webhookEvent, event.issue?.key));
  } else if (pathname === '/mcp') {
    const authInfo = await authenticate(request);
    response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  } else {
    response = new Response('not found', { status: 404 });
  }
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(config.port, () => console.log(`desk MCP on :${config.port}`));
