import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { opts, settings, who } from './context.js';
import { fail } from './lib/reply.js';
import * as search from './tools/search.js';
import * as renew from './tools/renew.js';
import * as withdraw from './tools/withdraw.js';

const tools = Object.fromEntries([search, renew, withdraw].map((t) => [t.def.name, t]));
const deps = { opts, settings, who };

function build() {
  const server = new Server({ name: 'shelfmark', version: '1.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.values(tools).map((t) => t.def),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools[request.params.name];
    if (!tool) return fail(`Unknown tool ${request.params.name}`);
    try {
      return await tool.run(request.params, extra, deps);
    } catch (err) {
      console.error(`[${request.params.name}]`, err);
      return fail(err instanceof Error ? err.message : String(err));
    }
  });

  return server;
}

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(`${process.env.SSO_URL}/oauth2/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const info = await res.json();
    if (!info.active) throw new Error('token is not active');
    return {
      token,
      clientId: info.client_id,
      scopes: String(info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { staffId: info.staff_id, branch: info.branch },
    };
  },
};

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['circulation'] }), async (req, res) => {
  const server = build();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.get('/healthz', (_req, res) => res.json({ ok: true, branch: settings.branch }));

app.listen(settings.port, () => console.log(`shelfmark on :${settings.port} (${settings.branch})`));
