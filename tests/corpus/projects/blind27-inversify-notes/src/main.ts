import 'reflect-metadata';
import Fastify from 'fastify';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { buildContainer } from './ioc/container.js';
import { TYPES, type NoteTool } from './ioc/types.js';

const container = buildContainer();
const tools = container.getAll<NoteTool>(TYPES.Tool);
const byName = new Map(tools.map((t) => [t.name, t]));

async function introspect(token: string): Promise<AuthInfo | null> {
  const res = await fetch(process.env.INTROSPECTION_URL!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope?: string; exp: number };
  if (!info.active) return null;
  return { token, clientId: info.client_id, scopes: (info.scope ?? '').split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
}

function buildServer(): Server {
  const server = new Server({ name: 'notes-mcp', version: '0.9.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => t.definition) }));

  server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
    const tool = byName.get(req.params.name);
    const userId = extra.authInfo?.extra?.userId;
    if (!tool) return { content: [{ type: 'text', text: `Unknown tool ${req.params.name}` }], isError: true };
    if (typeof userId !== 'string') return { content: [{ type: 'text', text: 'Not signed in' }], isError: true };
    const params = req.params as typeof req.params & {
      inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
      requestState?: string;
    };
    return (await tool.call(params.arguments ?? {}, params, userId)) as never;
  });

  return server;
}

const app = Fastify({ logger: true });

app.addHook('preHandler', async (request, reply) => {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) return reply.code(401).header('www-authenticate', 'Bearer').send();
  const auth = await introspect(header.slice(7));
  if (!auth || !auth.scopes.includes('notes')) return reply.code(403).send();
  (request.raw as typeof request.raw & { auth?: AuthInfo }).auth = auth;
});

app.post('/mcp', async (request, reply) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  reply.raw.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  reply.hijack();
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

await app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' });
