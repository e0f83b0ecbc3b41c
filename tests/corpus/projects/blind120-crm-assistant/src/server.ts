// Express entry point that builds the CRM MCP server and serves it at /mcp behind bearer auth.
// @ts-nocheck
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { Container } from './common/container';
import { EnrichLeadTool } from './tools/enrich-lead.tool';
import { MergeContactsTool } from './tools/merge-contacts.tool';
import type { CrmTool } from './tools/crm-tool';

const tools: CrmTool<any>[] = [Container.resolve(MergeContactsTool), Container.resolve(EnrichLeadTool)];
const byName = new Map(tools.map((t) => [t.name, t]));

function buildServer(): Server {
  const server = new Server({ name: 'crm-assistant', version: '2.1.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: t.inputSchema as any,
      annotations: { destructiveHint: t.destructive },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) return { content: [{ type: 'text', text: 'Unknown tool' }], isError: true };
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string') return { content: [{ type: 'text', text: 'Sign in first.' }], isError: true };
    return (await tool.run(request, { userId })) as any;
  });

  return server;
}

const app = express();
app.use(express.json());

const auth = requireBearerAuth({
  requiredScopes: ['crm.read', 'crm.write'],
  verifier: {
    async verifyAccessToken(token) {
      const res = await fetch(process.env.OIDC_USERINFO_URL!, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error('token rejected');
      const info = (await res.json()) as { sub: string; azp: string; scope: string; exp: number };
      return { token, clientId: info.azp, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
});

app.post('/mcp', auth, async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT ?? 3100));
