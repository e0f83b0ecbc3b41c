import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { settings } from './settings.js';
import { bus } from './bus.js';
import { installAuditHooks } from './hooks/audit.js';
import { loadTools } from './tools/index.js';

installAuditHooks(bus);
await loadTools(bus);

// Tokens come from the company IdP; introspect them and keep the person's id in extra.userId.
const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(settings.introspectionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const info = res.ok ? await res.json() : { active: false };
    if (!info.active) throw new InvalidTokenError('token is not active');
    return {
      token,
      clientId: info.client_id,
      scopes: String(info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub, email: info.email },
    };
  },
};

function buildServer() {
  const server = new Server(
    { name: 'pager-relay', version: '0.7.2' },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: bus.definitions() }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => bus.dispatch(request.params, extra));
  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['pager:use'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.get('/healthz', (_req, res) => res.json({ ok: true, tools: bus.definitions().map((d) => d.name) }));

app.listen(settings.port, () => {
  console.log(`pager-relay listening on ${settings.publicUrl}`);
});
