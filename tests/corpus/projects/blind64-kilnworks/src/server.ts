import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { settings } from './setup.js';
import { eq, refuse } from './lib/kit.js';
import type { Params } from './round.js';
import * as retry from './tools/retry.js';
import * as artifacts from './tools/artifacts.js';
import * as registry from './tools/registry.js';

const table = new Map([retry, artifacts, registry].map((t) => [t.def.name, t] as const));

function build(): Server {
  const server = new Server({ name: 'kilnworks', version: '3.0.4' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...table.values()].map((t) => t.def) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = table.get(request.params.name);
    if (!tool) return refuse(`No tool named ${request.params.name}.`);
    return tool.call(request.params as Params, extra);
  });

  return server;
}

const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(settings.introspect, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const info = (await res.json()) as { active: boolean; sub?: string; client_id: string; scope?: string; exp: number };
    if (!info.active || !info.sub) throw new Error('token is not active');
    return {
      token,
      clientId: info.client_id,
      scopes: (info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

const app = express();
app.use(express.json({ limit: '512kb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['ci'] }), async (req, res) => {
  const server = build();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

// Ops endpoint for the on-call runbook: drop every cached tool listing.
app.post('/admin/reload', (req, res) => {
  const given = req.get('x-kiln-admin-key') ?? '';
  if (!eq(given, settings.adminKey)) {
    res.status(403).json({ error: 'forbidden' });
    return;
  }
  res.json({ ok: true, tools: [...table.keys()] });
});

app.listen(settings.port, () => console.log(`kilnworks mcp on :${settings.port}`));
