// Deno entry point that serves the Notion export MCP server over Hono with bearer auth.
import { Hono } from 'hono';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { bearer } from './auth.js';
import { installTools } from './tools/index.js';

const kv = await Deno.openKv();

async function lookupNotionToken(userId) {
  const entry = await kv.get(['notion', 'token', userId]);
  return entry.value?.accessToken ?? null;
}

const app = new Hono();

app.get('/healthz', (c) => c.text('ok'));

app.post('/mcp', bearer({ introspectionUrl: Deno.env.get('INTROSPECTION_URL') }), async (c) => {
  const server = new Server({ name: 'notion-export-mcp', version: '1.4.0' }, { capabilities: { tools: {} } });
  installTools(server, lookupNotionToken);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  return transport.handleRequest(c.req.raw, { authInfo: c.get('authInfo') });
});

Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, app.fetch);
