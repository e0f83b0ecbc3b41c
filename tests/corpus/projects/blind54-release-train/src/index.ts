import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { verifier } from './bearer.js';
import { ciSignatureOk, releaseBotKeyOk } from './ci-hook.js';
import { deployer } from './deployer.js';
import { PROMOTE_TOOL, ROLLBACK_TOOL, TOOLS, refuse, type RoundParams, type ToolExtra, type ToolResult } from './tools/catalog.js';
import { promoteRelease } from './tools/promote.js';
import { rollbackRelease } from './tools/rollback.js';

const handlers: Record<string, (params: RoundParams, extra: ToolExtra) => Promise<ToolResult>> = {
  [PROMOTE_TOOL]: promoteRelease,
  [ROLLBACK_TOOL]: rollbackRelease,
};

function buildServer(): Server {
  const server = new Server({ name: 'release-train', version: '3.0.4' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const handler = handlers[request.params.name];
    const result = handler ? await handler(request.params as RoundParams, extra) : refuse(`Unknown tool ${request.params.name}`);
    return result as never;
  });
  return server;
}

const app = express();

app.post('/mcp', express.json(), requireBearerAuth({ verifier, requiredScopes: ['releases'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.post('/hooks/ci', express.text({ type: '*/*', limit: '1mb' }), async (req, res) => {
  const body = typeof req.body === 'string' ? req.body : '';
  if (!ciSignatureOk(body, req.get('x-ci-signature')) && !releaseBotKeyOk(req.get('x-release-bot-key'))) {
    res.sendStatus(401);
    return;
  }
  const event = JSON.parse(body) as { type?: string; service?: string };
  if (event.type === 'build.published' && event.service) await deployer.refreshCatalog(event.service);
  res.sendStatus(202);
});

app.listen(Number(process.env.PORT ?? 8080));
