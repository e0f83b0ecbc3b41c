import Fastify from 'fastify';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { settings } from './config.js';
import { wireTools } from './handlers/callTool.js';

const app = Fastify({ logger: true });

async function introspect(token: string) {
  const res = await fetch(`${settings.deployApi}/oauth/introspect`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) return null;
  const data = (await res.json()) as { active: boolean; sub?: string; client_id?: string; scope?: string; exp?: number };
  return data.active ? data : null;
}

app.addHook('preHandler', async (req, reply) => {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) {
    return reply.code(401).send({ error: 'missing bearer token' });
  }
  const token = header.slice('Bearer '.length);
  const info = await introspect(token);
  if (!info) return reply.code(401).send({ error: 'token rejected' });
  (req.raw as any).auth = {
    token,
    clientId: info.client_id ?? 'unknown',
    scopes: (info.scope ?? '').split(' ').filter(Boolean),
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
});

app.post('/mcp', async (req, reply) => {
  const server = new Server(
    { name: 'deploy-gate', version: '0.4.2' },
    { capabilities: { tools: {} } },
  );
  wireTools(server);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  reply.raw.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  reply.hijack();
  await transport.handleRequest(req.raw, reply.raw, req.body);
});

app.listen({ port: settings.port, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
