import { createHash, timingSafeEqual } from 'node:crypto';
import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { env } from './env.js';
import * as compareEnvironments from './tools/compare-environments.js';
import * as toggleFlag from './tools/toggle-flag.js';

const tools = new Map([toggleFlag, compareEnvironments].map((tool) => [tool.definition.name, tool]));
const jwks = createRemoteJWKSet(new URL(`${env.OIDC_ISSUER}/protocol/openid-connect/certs`));

const sha256 = (value) => createHash('sha256').update(value, 'utf8').digest();

/** The nightly flag-cleanup job presents a shared bearer token instead of an SSO access token. */
function automationCaller(presented) {
  if (!env.AUTOMATION_TOKEN || !presented) return undefined;
  // Both sides hashed to 32 bytes first: equal lengths for timingSafeEqual, and nothing learnt from timing.
  if (!timingSafeEqual(sha256(presented), sha256(env.AUTOMATION_TOKEN))) return undefined;
  return { clientId: 'flag-janitor', scopes: ['flags:write'], extra: { userId: 'automation:flag-janitor' } };
}

async function authenticate(req, res, next) {
  const [scheme, token] = (req.get('authorization') ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) {
    return res.set('WWW-Authenticate', 'Bearer').status(401).json({ error: 'bearer token required' });
  }
  const automation = automationCaller(token);
  try {
    if (automation) {
      req.auth = { token, expiresAt: Math.floor(Date.now() / 1000) + 60, ...automation };
    } else {
      const { payload } = await jwtVerify(token, jwks, { issuer: env.OIDC_ISSUER, audience: env.OIDC_AUDIENCE });
      req.auth = {
        token,
        clientId: String(payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, email: payload.email },
      };
    }
    next();
  } catch {
    res.set('WWW-Authenticate', 'Bearer error="invalid_token"').status(401).json({ error: 'invalid token' });
  }
}

function callerOf(authInfo) {
  const userId = authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new McpError(ErrorCode.InvalidRequest, 'no authenticated user');
  return { userId, email: authInfo.extra.email };
}

function buildServer() {
  const server = new Server({ name: 'flagship-config', version: '0.12.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((tool) => tool.definition),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${request.params.name}`);
    return tool.call(request.params, callerOf(extra.authInfo));
  });
  return server;
}

const app = express();
app.use(express.json({ limit: '128kb' }));
app.get('/healthz', (_req, res) => res.send('ok'));
app.post('/mcp', authenticate, async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(env.PORT, () => console.info(`[flagship] listening on :${env.PORT} (${env.NODE_ENV})`));
