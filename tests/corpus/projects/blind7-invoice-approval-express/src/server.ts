import express, { type Request, type Response } from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { config } from './config.js';
import { registry, type ToolCall } from './tools.js';

const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(config.introspectionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const body = (await res.json()) as { active: boolean; client_id: string; scope?: string; exp: number; sub: string; orgs?: string[] };
    if (!body.active) throw new Error('inactive token');
    return {
      token,
      clientId: body.client_id,
      scopes: body.scope?.split(' ') ?? [],
      expiresAt: body.exp,
      extra: { userId: body.sub, orgs: body.orgs ?? [] },
    };
  },
};

function buildServer(): Server {
  const server = new Server({ name: 'invoice-approval', version: '0.4.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...registry.entries()].map(([name, def]) => ({
      name,
      description: def.description,
      inputSchema: def.inputSchema,
      annotations: def.annotations,
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const def = registry.get(request.params.name);
    if (!def) return { content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }], isError: true };
    const params = request.params as typeof request.params & Pick<ToolCall, 'inputResponses' | 'requestState'>;
    return def.run({
      name: request.params.name,
      args: (params.arguments ?? {}) as Record<string, unknown>,
      auth: extra.authInfo,
      inputResponses: params.inputResponses,
      requestState: params.requestState,
    }) as never;
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['invoices'] }), async (req: Request, res: Response) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.listen(config.port, () => console.log(`invoice-approval MCP listening on :${config.port}`));
