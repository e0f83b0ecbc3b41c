// Entry point: Hono app serving the MCP endpoint (bearer-authenticated) and the carrier webhook.
// @ts-nocheck
import * as R from 'ramda';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate, hasScope } from './auth.js';
import { codec } from './state.js';
import { carrierWebhook } from './webhooks.js';
import { startReturn } from './tools/startReturn.js';
import { approveRefund } from './tools/approveRefund.js';

const TOOLS = [startReturn, approveRefund];

const failure = (message: string) => ({ content: [{ type: 'text', text: message }], isError: true });

const requireScope = (scope: string) => (run) => (args, ctx) =>
  hasScope(scope, ctx) ? run(args, ctx) : Promise.resolve(failure(`This tool needs the ${scope} permission.`));

const reportErrors = (name: string) => (run) => (args, ctx) =>
  Promise.resolve()
    .then(() => run(args, ctx))
    .catch((err) => {
      console.error(`[returns-desk] ${name} failed`, err);
      return failure(err?.message ?? 'The returns tool failed.');
    });

const register = R.curry((server, tool) =>
  server.registerTool(tool.name, tool.config, R.compose(reportErrors(tool.name), requireScope(tool.scope))(tool.run)),
);

const buildServer = () => {
  const server = new McpServer(
    { name: 'returns-desk', version: '1.2.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  R.forEach(register(server), TOOLS);
  return server;
};

const mcp = createMcpHandler(buildServer);

const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true }));
app.route('/webhooks/carrier', carrierWebhook);
app.all('/mcp', async (c) => {
  const authInfo = await authenticate(c.req.header('authorization'));
  if (!authInfo) return c.json({ error: 'invalid_token' }, 401, { 'WWW-Authenticate': 'Bearer' });
  return mcp.fetch(c.req.raw, { authInfo });
});

serve({ fetch: app.fetch, port: config.port }, ({ port }) => console.log(`returns-desk listening on :${port}`));
