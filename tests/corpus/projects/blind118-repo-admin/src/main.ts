// HTTP entry point that authenticates via OIDC userinfo and serves the repo-admin MCP server.
// @ts-nocheck
import { createServer, type IncomingMessage } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { ConfirmTokens } from './confirmTokens.js';
import { confirmKey, mustEnv } from './env.js';
import { makeCallTool, toolDefinitions } from './tools.js';

const tokens = new ConfirmTokens(confirmKey(), 300);
const callTool = makeCallTool(tokens);
const userinfoUrl = mustEnv('OIDC_USERINFO_URL');

async function authenticate(req: IncomingMessage): Promise<AuthInfo | null> {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length);
  const res = await fetch(userinfoUrl, { headers: { authorization: header } });
  if (!res.ok) return null;
  const info = (await res.json()) as { sub: string; client_id?: string; groups?: string[] };
  if (!info.groups?.includes('repo-admins')) return null;
  return {
    token,
    clientId: info.client_id ?? 'unknown',
    scopes: ['repo:admin'],
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    extra: { userId: info.sub },
  };
}

function buildServer(): Server {
  const server = new Server({ name: 'repo-admin', version: '0.3.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolDefinitions as never }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const user = extra.authInfo?.extra?.userId;
    if (typeof user !== 'string') {
      return { isError: true, content: [{ type: 'text', text: 'unauthenticated' }] };
    }
    return (await callTool(request.params, user)) as never;
  });
  return server;
}

createServer(async (req, res) => {
  if (req.url !== '/mcp' || req.method !== 'POST') {
    res.writeHead(404).end();
    return;
  }
  const auth = await authenticate(req);
  if (!auth) {
    res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    return;
  }
  (req as IncomingMessage & { auth?: AuthInfo }).auth = auth;

  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res);
}).listen(Number(process.env.PORT ?? 7070));
