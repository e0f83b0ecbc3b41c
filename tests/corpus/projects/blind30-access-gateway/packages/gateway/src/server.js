import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { keyRingFromEnv } from '../../keyring/src/index.js';
import { HmacEnvelope } from '../../sealed-state/src/hmac-envelope.js';
import { SecretBox } from '../../sealed-state/src/secret-box.js';
import { AuditHub } from './audit-hub.js';
import { lazy } from './lazy.js';
import { GitHubOAuth, GrantStore } from './upstreams.js';
import { connectGithub } from './tools/connect-github.js';
import { revokeGrant } from './tools/revoke-grant.js';

// fail at startup, not on the first tool call, when the keys are missing or too short
const ring = keyRingFromEnv();

const audit = new AuditHub();
const services = {
  envelope: new HmacEnvelope(ring),
  box: new SecretBox(ring),
  github: lazy(() => new GitHubOAuth()),
  grants: lazy(() => new GrantStore()),
  audit,
};

let refusals = 0;
audit.subscribe(['state.refused'], () => {
  refusals += 1;
});
audit.subscribe(['state.issued', 'state.refused', 'grant.connected', 'grant.revoked'], (event) => {
  process.stdout.write(`${JSON.stringify(event)}\n`);
});

const tools = new Map([connectGithub, revokeGrant].map((tool) => [tool.definition.name, tool]));

function mcpServer() {
  const server = new Server({ name: 'access-gateway', version: '3.1.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...tools.values()].map((t) => t.definition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `unknown tool ${request.params.name}` }] };
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string' || userId === '') {
      return { isError: true, content: [{ type: 'text', text: 'Sign in to use the gateway.' }] };
    }
    const { arguments: args = {}, requestState, inputResponses } = request.params;
    return tool.call({ args, caller: { userId }, requestState, inputResponses }, services);
  });

  return server;
}

const issuer = process.env.OIDC_ISSUER;
if (!issuer) throw new Error('OIDC_ISSUER is not set');
const jwks = createRemoteJWKSet(new URL(`${issuer.replace(/\/$/, '')}/.well-known/jwks.json`));

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, { issuer, audience: 'access-gateway' });
    return {
      token,
      clientId: String(payload.client_id ?? payload.azp),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  },
};

const app = express();
app.use(express.json({ limit: '256kb' }));
app.get('/healthz', (_req, res) => res.json({ ok: true, refusals }));
app.post('/mcp', requireBearerAuth({ verifier }), async (req, res) => {
  const server = mcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});
app.listen(Number(process.env.PORT ?? 8090));
