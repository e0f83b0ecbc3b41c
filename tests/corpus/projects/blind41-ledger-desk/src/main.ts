import { serve } from '@hono/node-server';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { Hono } from 'hono';
import { authenticate } from './auth/verify.js';
import { createLedgerServer } from './mcpkit/server.js';
import { registerLinkBank } from './tools/link-bank.js';
import { registerPostJournal } from './tools/post-journal.js';

function buildServer() {
  const server = createLedgerServer();
  registerLinkBank(server);
  registerPostJournal(server);
  return server;
}

const mcp = createMcpHandler(buildServer);
const app = new Hono();

app.get('/healthz', (c) => c.text('ok'));

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 4100) }, (info) => {
  console.log(`ledger-desk MCP listening on :${info.port}/mcp`);
});
