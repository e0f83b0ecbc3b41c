import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { mcpAuthMetadataRouter } from '@modelcontextprotocol/sdk/server/auth/router.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { DeskTokenVerifier } from './auth/DeskTokenVerifier.js';
import { AppConfig } from './config/AppConfig.js';
import { TicketToolsController, TOOL_DEFINITIONS } from './controllers/TicketToolsController.js';
import { DeskApiTicketRepository, JiraGateway } from './gateways/DeskGateways.js';
import type { RoundTripCallParams } from './mcp/protocol.js';
import { PendingMergeRepository } from './repositories/PendingMergeRepository.js';
import { TicketService } from './services/TicketService.js';

// Composition root: the only place that knows which implementation goes where.
const config = new AppConfig();
const verifier = new DeskTokenVerifier(config);
const tickets = new TicketToolsController(
  new TicketService(
    new DeskApiTicketRepository(config.deskApiUrl, config.deskApiKey),
    new PendingMergeRepository(config.mergeConfirmationWindowMs),
    new JiraGateway(config.jiraBaseUrl),
    config.deskApiUrl,
  ),
);

function buildMcpServer(): Server {
  const server = new Server({ name: 'helpdesk-desk', version: '1.8.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOL_DEFINITIONS }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const result = await tickets.call(request.params as RoundTripCallParams, extra);
    // input_required results are not in the 1.x result schema yet
    return result as unknown as CallToolResult;
  });
  return server;
}

const app = express();
app.use(express.json({ limit: '1mb' }));

const resourceServerUrl = new URL('/mcp', config.publicBaseUrl);
app.use(
  mcpAuthMetadataRouter({
    oauthMetadata: {
      issuer: config.oidcIssuer,
      authorization_endpoint: new URL('/authorize', config.oidcIssuer).href,
      token_endpoint: new URL('/oauth/token', config.oidcIssuer).href,
      response_types_supported: ['code'],
    },
    resourceServerUrl,
    scopesSupported: ['tickets:read', 'tickets:write'],
  }),
);

const bearer = requireBearerAuth({
  verifier,
  requiredScopes: ['tickets:read'],
  resourceMetadataUrl: new URL('/.well-known/oauth-protected-resource/mcp', config.publicBaseUrl).href,
});

// Stateless: one server and transport per request.
app.post('/mcp', bearer, async (req, res) => {
  const server = buildMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.get('/healthz', (_req, res) => {
  res.json({ ok: true });
});

app.listen(config.port, () => {
  console.log(`helpdesk-desk MCP listening on :${config.port}`);
});
