import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { config } from './config.js';
import { dumpBatch, dumpTool } from './tools/dump.js';
import { gravityTool, pullGravityLog } from './tools/gravity.js';
import { logTasting, tastingTool } from './tools/tasting.js';

const registry = new Map([
  [gravityTool.name, { definition: gravityTool, run: pullGravityLog }],
  [tastingTool.name, { definition: tastingTool, run: logTasting }],
  [dumpTool.name, { definition: dumpTool, run: dumpBatch }],
]);

function buildServer() {
  const server = new Server(
    { name: 'cellarhand', version: '0.6.2' },
    { capabilities: { tools: {} }, instructions: 'Brewhouse tools: batches, tastings, FermHub hydrometer logs.' },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...registry.values()].map((entry) => entry.definition),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const entry = registry.get(request.params.name);
    if (!entry) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    return entry.run(request.params, extra);
  });
  return server;
}

// --- auth: opaque access tokens from the brewery SSO, checked by introspection ---

const introspectionAuth = () =>
  'Basic ' + Buffer.from(`${config.sso.clientId}:${config.sso.clientSecret}`).toString('base64');

async function introspect(token) {
  const res = await fetch(config.sso.introspectUrl, {
    method: 'POST',
    headers: { authorization: introspectionAuth(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
  return res.json();
}

/** Sets req.auth, which the SDK's transport hands to tool handlers as extra.authInfo. */
function bearerAuth() {
  return async (req, res, next) => {
    const [scheme, token] = (req.get('authorization') ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      res.set('WWW-Authenticate', 'Bearer realm="cellarhand"').status(401).json({ error: 'missing_token' });
      return;
    }
    try {
      const info = await introspect(token);
      const audiences = [].concat(info.aud ?? []);
      if (!info.active || !audiences.includes(config.sso.audience)) {
        res.status(401).json({ error: 'invalid_token' });
        return;
      }
      req.auth = {
        token,
        clientId: info.client_id,
        scopes: String(info.scope ?? '').split(' ').filter(Boolean),
        expiresAt: info.exp,
        extra: { userId: info.sub, displayName: info.name },
      };
      next();
    } catch (err) {
      next(err);
    }
  };
}

// --- http ---

const app = express();
app.use(express.json({ limit: '1mb' }));
app.get('/healthz', (_req, res) => res.json({ ok: true }));

// Stateless: a fresh server and transport per POST; round state travels in requestState.
app.post('/mcp', bearerAuth(), async (req, res, next) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    next(err);
  }
});

app.all('/mcp', (_req, res) => res.status(405).set('Allow', 'POST').end());

app.listen(config.port, () => {
  console.log(`[cellarhand] MCP endpoint on :${config.port}/mcp`);
});
