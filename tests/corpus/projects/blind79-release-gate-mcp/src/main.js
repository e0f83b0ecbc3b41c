// Express entry point: builds a stateless MCP server per request and routes tool calls through the round helpers.

import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { ZodError } from 'zod';
import { loadConfig } from './config.js';
import { bearerAuth } from './auth.js';
import { resolveStateKey } from './state/keys.js';
import { progressTokens, StateRejected } from './state/tokens.js';
import { callerOf, failed, incomingRound } from './rounds.js';
import { deployerClient } from './clients/deployer.js';
import { ticketsClient } from './clients/tickets.js';
import { promoteRelease } from './tools/promoteRelease.js';
import { rollbackRelease } from './tools/rollbackRelease.js';
import { listReleases } from './tools/listReleases.js';

const config = loadConfig();
const tokens = progressTokens({ ...config.state, key: resolveStateKey(config.state) }); // expect: no-weak-state-key
const services = {
  deployer: deployerClient(config.deployer),
  tickets: ticketsClient(config.tickets),
  environments: config.environments,
};
const tools = new Map([promoteRelease, rollbackRelease, listReleases].map((t) => [t.name, t]));

function buildServer() {
  const server = new Server({ name: 'release-gate', version: '2.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return failed(`Unknown tool ${request.params.name}`);
    const caller = callerOf(extra);
    if (!caller) return failed('Sign in to use the release gate.');

    const { token, responses } = incomingRound(request.params);
    let progress;
    if (token) {
      try {
        progress = tokens.read(token, { userId: caller.userId, tool: tool.name });
      } catch (err) {
        if (err instanceof StateRejected) return failed(`Invalid or expired requestState: ${err.message}`);
        throw err;
      }
    }
    const issue = (p) => tokens.issue(p, { userId: caller.userId, tool: tool.name });

    try {
      return await tool.run(request.params.arguments ?? {}, { progress, responses, issue, caller }, services);
    } catch (err) {
      if (err instanceof ZodError) return failed(`Invalid arguments: ${err.issues.map((i) => i.message).join('; ')}`);
      console.error(`tool ${tool.name} failed`, err);
      return failed(`${tool.name} failed: ${err.message}`);
    }
  });

  return server;
}

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '512kb' }));
app.get('/healthz', (_req, res) => res.send('ok'));

app.post('/mcp', bearerAuth(config.auth), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    console.error('mcp request failed', err);
    if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
  }
});

app.listen(config.port, () => console.log(`release-gate listening on ${config.port}`));
