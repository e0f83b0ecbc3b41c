import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';

import { lookupSku } from './handlers/lookup-sku.js';
import { recountBin } from './handlers/recount-bin.js';
import { transferStock } from './handlers/transfer-stock.js';
import { settings } from './settings.js';
import { TOOL_DEFINITIONS, ToolName } from './tools.generated.js';

const HANDLERS = {
  [ToolName.TransferStock]: transferStock,
  [ToolName.RecountBin]: recountBin,
  [ToolName.LookupSku]: lookupSku,
};

function callerFrom(extra) {
  const userId = extra.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) {
    throw new McpError(ErrorCode.InvalidRequest, 'The access token names no user.');
  }
  return { userId, scopes: extra.authInfo.scopes };
}

function buildServer() {
  const server = new Server({ name: 'inventory-mcp', version: '0.7.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOL_DEFINITIONS }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const handler = HANDLERS[request.params.name];
    if (!handler) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${request.params.name}`);
    return handler(request.params, callerFrom(extra));
  });

  return server;
}

// Access tokens are JWTs from the company IdP; the gateway in front of us has
// already checked the signature, we ask the IdP's userinfo for the subject.
const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(process.env.IDP_USERINFO_URL, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`userinfo: HTTP ${res.status}`);
    const info = await res.json();
    return {
      token,
      clientId: info.azp ?? 'unknown',
      scopes: (info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

const app = express();
app.use(express.json());

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: settings.requiredScopes }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(settings.port, () => console.log(`inventory-mcp listening on :${settings.port}`));
