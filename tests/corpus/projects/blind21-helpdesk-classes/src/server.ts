#!/usr/bin/env node
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { loadConfig } from './config.js';
import { ToolRegistry } from './registry.js';
import { zendeskFactory } from './services/zendesk.js';
import { CloseTicketTool, MergeTicketsTool } from './tools/ticket-actions.js';
import { EscalateTicketTool } from './tools/escalate-ticket.js';
import type { InputResponse, ToolContext } from './tools/base.js';

const config = loadConfig();
const zendesk = zendeskFactory(config.zendeskSubdomain);

const registry = new ToolRegistry()
  .register(
    new CloseTicketTool(config.stateKey, zendesk), // expect: no-weak-state-key
    new MergeTicketsTool(config.stateKey, zendesk),
    new EscalateTicketTool(config.stateKey, config.zendeskSubdomain, zendesk),
  )
  .freeze();

function buildServer(): Server {
  const server = new Server({ name: 'acme-helpdesk', version: '0.7.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: registry.describeAll() }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = registry.get(request.params.name);
    if (!tool) {
      return { content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }], isError: true };
    }
    const auth = extra.authInfo;
    const userId = auth?.extra?.userId;
    if (!auth || typeof userId !== 'string') {
      return { content: [{ type: 'text', text: 'Sign in first.' }], isError: true };
    }
    // 1.x has no types for multi round-trip yet; the fields ride along in params.
    const params = request.params as typeof request.params & {
      requestState?: string;
      inputResponses?: Record<string, InputResponse>;
    };
    const ctx: ToolContext = {
      userId,
      agentEmail: String(auth.extra?.email ?? auth.clientId),
      zendeskToken: auth.token,
      inputResponses: params.inputResponses,
      requestState: params.requestState,
    };
    try {
      return (await tool.execute(params.arguments ?? {}, ctx)) as any;
    } catch (error) {
      return { content: [{ type: 'text', text: (error as Error).message }], isError: true };
    }
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '1mb' }));

const verifier = {
  async verifyAccessToken(token: string) {
    const res = await fetch(`https://${config.zendeskSubdomain}.zendesk.com/api/v2/users/me.json`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error('invalid token');
    const { user } = (await res.json()) as { user: { id: number; email: string; role: string } };
    return {
      token,
      clientId: 'zendesk',
      scopes: user.role === 'end-user' ? [] : ['agent'],
      expiresAt: Math.floor(Date.now() / 1000) + 300,
      extra: { userId: String(user.id), email: user.email },
    };
  },
};

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['agent'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(config.port, () => console.error(`helpdesk MCP listening on :${config.port}`));
