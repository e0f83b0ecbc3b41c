import { createServer } from 'node:http';
import pino from 'pino';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { settings } from './config/settings.js';
import { stateCodec } from './security/state-codec.js';
import { traced } from './services/traced.js';
import { TokenExchange } from './services/token-exchange.js';
import { CrmClient } from './services/crm-client.js';
import type { BaseTool, ToolServices } from './tools/base.js';
import { InviteMemberTool } from './tools/invite-member.js';
import { MergeContactsTool } from './tools/merge-contacts.js';

const log = pino({ level: settings.logLevel });

const services: ToolServices = {
  codec: traced(stateCodec, 'state', log),
  exchange: traced(new TokenExchange(settings), 'token-exchange', log),
  crmFor: (bearer) => traced(new CrmClient(settings.crmApiUrl, bearer), 'crm', log),
};

const tools: BaseTool[] = [new InviteMemberTool(services), new MergeContactsTool(services)];

function build(): McpServer {
  const server = new McpServer(
    { name: 'crm-workspace', version: '1.4.0' },
    { capabilities: { tools: {} }, requestState: { verify: services.codec.verify } },
  );
  for (const tool of tools) tool.register(server);
  return server;
}

async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const res = await fetch(`${settings.crmApiUrl}/oauth/introspect`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
  if (!info.active) throw new Error('token is not active');
  return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
}

const mcp = createMcpHandler(build);
const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['crm'] });

createServer(
  toNodeHandler(async (request: Request) => {
    const authInfo = await auth(request);
    return authInfo instanceof Response ? authInfo : mcp.fetch(request, { authInfo });
  }),
).listen(settings.port, () => log.info({ port: settings.port }, 'crm-workspace MCP server listening'));
