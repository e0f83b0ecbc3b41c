// Builds the crm-notes MCP server, routing tool calls and serving them over HTTP.
// @ts-nocheck
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { ToolRouter, say } from './router';
import { StateError } from './state/seal';
import { mountMerge } from './tools/mergeContacts';
import { mountDraftNote } from './tools/draftNote';
import mountExport from './tools/exportContacts';

const router = new ToolRouter();
mountMerge(router);
mountDraftNote(router);
mountExport(router);

function makeServer(): Server {
  const server = new Server({ name: 'crm-notes', version: '2.1.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: router.list() }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string') return say('Authentication required.', true);
    const params = request.params as typeof request.params & { requestState?: string; inputResponses?: any };
    try {
      return (await router.call(params.name, params.arguments, {
        userId,
        requestState: params.requestState,
        inputResponses: params.inputResponses,
      })) as any;
    } catch (e) {
      if (e instanceof StateError) return say('Invalid or expired requestState', true);
      throw e;
    }
  });
  return server;
}

const app = express();
app.use(express.json());
app.post(
  '/mcp',
  requireBearerAuth({
    verifier: {
      async verifyAccessToken(token) {
        const r = await fetch(`${process.env.IDP_URL}/introspect`, { method: 'POST', body: new URLSearchParams({ token }) });
        const j = (await r.json()) as { active: boolean; sub: string; client_id: string; scope?: string; exp: number };
        if (!j.active) throw new Error('token inactive');
        return { token, clientId: j.client_id, scopes: j.scope?.split(' ') ?? [], expiresAt: j.exp, extra: { userId: j.sub } };
      },
    },
  }),
  async (req, res) => {
    const server = makeServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => void transport.close());
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  },
);
app.listen(Number(process.env.PORT ?? 4100));
