// Node HTTP entry point that authenticates callers and serves the pipeline-crm MCP server.
// @ts-nocheck
import { createServer, type IncomingMessage } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { config } from './config';
import searchContacts from './tools/searchContacts';
import mergeContacts from './tools/mergeContacts';
import syncHubspot from './tools/syncHubspot';
import { text, type CallParams, type ToolModule } from './tools/types';

const registry = new Map<string, ToolModule>([searchContacts, mergeContacts, syncHubspot].map((t) => [t.definition.name, t]));

async function authenticate(req: IncomingMessage): Promise<AuthInfo | null> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match) return null;
  const res = await fetch(new URL('/oauth/tokeninfo', config.crmBaseUrl), { headers: { authorization: header } });
  if (!res.ok) return null;
  const info = (await res.json()) as { client_id: string; scope: string; exp: number; user_id: string };
  return { token: match[1], clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.user_id } };
}

function buildServer(): Server {
  const server = new Server({ name: 'pipeline-crm', version: '2.1.3' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...registry.values()].map((t) => t.definition) }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const userId = extra.authInfo?.extra?.userId as string | undefined;
    if (!userId) return text('Unauthenticated.', true);
    const tool = registry.get(request.params.name);
    if (!tool) return text(`No such tool: ${request.params.name}`, true);
    return tool.run(request.params as CallParams, userId) as never;
  });
  return server;
}

createServer(async (req, res) => {
  const auth = await authenticate(req);
  if (!auth) {
    res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    return;
  }
  (req as IncomingMessage & { auth?: AuthInfo }).auth = auth;
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(req, res);
}).listen(config.port);
