import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { verifier } from './auth/verifier.js';
import { tools } from './tools/catalog.js';
import { promoteRelease } from './tools/promote.js';
import { listReleases, rollbackRelease } from './tools/rollback.js';
import { refusal } from './tools/results.js';

const handlers = {
  list_releases: listReleases,
  promote_release: promoteRelease,
  rollback_release: rollbackRelease,
};

function createServer() {
  const server = new Server({ name: 'deploy-gate', version: '0.4.1' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args = {}, requestState, inputResponses } = request.params;
    const handler = handlers[name];
    if (!handler) return refusal(`unknown tool ${name}`);

    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string' || !userId) return refusal('no authenticated user');

    return handler(args, { userId, requestState, inputResponses });
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['deploy'] }), async (req, res) => {
  // stateless: one server and transport per request
  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.get('/healthz', (_req, res) => res.json({ ok: true }));

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => console.log(`deploy-gate listening on :${port}`));
