// Fastify entry point: authenticates operators and hands each MCP request to a fresh stateless server.
// @ts-nocheck
import Fastify from 'fastify';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { settings } from './settings.js';
import { authenticate } from './auth.js';
import { createKube } from './kube.js';
import { makeApprovals } from './approvals.js';
import { registerTools } from './tools.js';

const deps = {
  kube: createKube(settings.kubeContext),
  approvals: makeApprovals(settings.approvalSecret),
  rotatorUrl: settings.rotatorUrl,
};

const app = Fastify({ logger: true });

app.get('/healthz', async () => ({ ok: true }));

app.post('/mcp', async (request, reply) => {
  const authInfo = await authenticate(request.headers.authorization);
  if (!authInfo) {
    reply.code(401).header('www-authenticate', 'Bearer realm="cluster-ops"').send({ error: 'invalid_token' });
    return reply;
  }
  request.raw.auth = authInfo;

  const server = new McpServer({ name: 'cluster-ops', version: '2.1.0' }, { capabilities: { tools: {} } });
  registerTools(server, deps);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });

  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });

  await server.connect(transport);
  reply.hijack();
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

await app.listen({ port: settings.port, host: '0.0.0.0' });
