import express from 'express';
import pino from 'pino';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { config } from './config.js';
import { rollbackRelease, rollbackTool } from './tools/rollback.js';
import { scaleService, scaleTool } from './tools/scale.js';
import type { InputResponse, ToolCall, ToolOutcome } from './tools/types.js';

const log = pino({ name: 'deploy-mcp' });
const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.OIDC_ISSUER));

const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const { payload } = await jwtVerify(token, jwks, { issuer: config.OIDC_ISSUER, audience: config.OIDC_AUDIENCE });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  },
};

const handlers: Record<string, (call: ToolCall) => Promise<ToolOutcome>> = {
  [rollbackTool.name]: rollbackRelease,
  [scaleTool.name]: scaleService,
};

function buildServer(): Server {
  const server = new Server({ name: 'deploy-mcp', version: '0.7.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [rollbackTool, scaleTool] }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const handler = handlers[request.params.name];
    if (!handler) {
      return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    }
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string' || userId === '') {
      return { isError: true, content: [{ type: 'text', text: 'No authenticated user on this request.' }] };
    }
    // SDK 1.x does not model multi round-trip params yet; they arrive as passthrough keys.
    const params = request.params as typeof request.params & {
      requestState?: string;
      inputResponses?: Record<string, InputResponse>;
    };
    const outcome = await handler({
      args: params.arguments ?? {},
      userId,
      requestState: params.requestState,
      inputResponses: params.inputResponses,
    });
    return outcome as unknown as CallToolResult;
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '1mb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['deploy:operate'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    log.error({ err }, 'mcp request failed');
    if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
  }
});

app.listen(config.PORT, () => log.info({ port: config.PORT }, 'deploy-mcp listening'));
