// HTTP entry point that authenticates callers, loads the CRM plugins and runs tool calls through the pipeline.
// @ts-nocheck
import { createServer, type IncomingMessage } from 'node:http';
import pino from 'pino';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { ToolPipeline, type ToolCall } from './pipeline';
import { requestStateHooks } from './hooks/requestState';
import { loadPlugins, type TenantConfig } from './plugins';

const log = pino({ name: 'crm-mcp' });
const pipeline = new ToolPipeline();

const tenantCache = new Map<string, TenantConfig>();
const tenants = {
  async get(tenantId: string): Promise<TenantConfig> {
    const hit = tenantCache.get(tenantId);
    if (hit) return hit;
    const res = await fetch(`${process.env.CONFIG_SERVICE_URL}/tenants/${tenantId}/crm`);
    if (!res.ok) throw new Error(`tenant ${tenantId} not configured`);
    const cfg = (await res.json()) as TenantConfig;
    tenantCache.set(tenantId, cfg);
    return cfg;
  },
};

const stateHooks = requestStateHooks({ strictState: process.env.CRM_STRICT_STATE === 'true' }, log);
pipeline.before(stateHooks.before).after(stateHooks.after);
pipeline.on('call:rejected', (e) => log.warn(e, 'tool call rejected'));
pipeline.on('call:done', (e) => log.info(e, 'tool call'));
log.info({ plugins: loadPlugins({ pipeline, tenants }) }, 'plugins loaded');

function buildServer(): Server {
  const server = new Server({ name: 'crm', version: '1.7.3' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: pipeline.list().map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      annotations,
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const params = request.params as ToolCall['params'] & { name: string; arguments?: Record<string, unknown> };
    const who = extra.authInfo?.extra as { userId?: string; tenantId?: string } | undefined;
    if (!who?.userId || !who.tenantId) {
      return { isError: true, content: [{ type: 'text', text: 'Not signed in.' }] };
    }
    const outcome = await pipeline.run({
      name: params.name,
      args: params.arguments ?? {},
      userId: who.userId,
      tenantId: who.tenantId,
      params: { requestState: params.requestState, inputResponses: params.inputResponses },
    });
    return outcome as any;
  });
  return server;
}

async function authenticate(req: IncomingMessage) {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return undefined;
  const res = await fetch(`${process.env.AUTH_URL}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) return undefined;
  const info = (await res.json()) as { sub: string; tenant: string; client_id: string; scope: string; exp: number };
  return {
    token,
    clientId: info.client_id,
    scopes: info.scope.split(' '),
    expiresAt: info.exp,
    extra: { userId: info.sub, tenantId: info.tenant },
  };
}

createServer(async (req, res) => {
  if (req.method !== 'POST' || req.url !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  const auth = await authenticate(req);
  if (!auth) {
    res.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end();
    return;
  }
  (req as IncomingMessage & { auth?: typeof auth }).auth = auth;
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(req, res);
}).listen(Number(process.env.PORT ?? 8787), () => log.info('crm MCP listening'));
