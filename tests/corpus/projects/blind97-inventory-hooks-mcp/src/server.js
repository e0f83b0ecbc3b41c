// HTTP entry point: Fastify verifies the bearer JWT, then a stateless MCP server runs tools through the middleware chain.
import Fastify from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { config } from './config.js';
import { loadTools, listing } from './registry.js';
import { compose, createContext } from './middleware/compose.js';
import { requireUser, timing } from './middleware/auth.js';
import { resumeState } from './middleware/state.js';

const tools = await loadTools();
const jwks = createRemoteJWKSet(new URL(config.oidc.jwksUri));
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

const chain = compose([timing(app.log), requireUser(), resumeState()]);

function buildServer() {
  const server = new Server({ name: 'inventory', version: '1.4.1' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listing(tools) }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${request.params.name}`);
    const ctx = createContext({ tool, request, extra });
    return chain(ctx, (c) => tool.run(c));
  });
  return server;
}

async function authenticate(request, reply) {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/i.exec(header);
  if (!match) {
    return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'missing_token' });
  }
  try {
    const { payload } = await jwtVerify(match[1], jwks, { issuer: config.oidc.issuer, audience: config.oidc.audience });
    request.raw.auth = {
      token: match[1],
      clientId: payload.azp ?? payload.client_id,
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, name: payload.name, warehouses: payload.warehouses ?? [] },
    };
  } catch (err) {
    request.log.warn({ err: err.code }, 'rejected bearer token');
    return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
  }
}

app.post('/mcp', { preHandler: authenticate }, async (request, reply) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  reply.hijack();
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.get('/healthz', async () => ({ ok: true, tools: tools.size }));

await app.listen({ port: config.port, host: config.host });
