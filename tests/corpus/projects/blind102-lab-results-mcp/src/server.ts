// Production entry point: Express app with JWT auth, the instrument webhook and a stateless MCP endpoint.
// @ts-nocheck
import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { registerPullResults } from './tools/pull-results.js';
import { registerReleaseResults } from './tools/release-results.js';
import { instrumentWebhookRouter } from './webhooks/instrument.js';

export function buildMcpServer(): McpServer {
  const server = new McpServer({ name: 'lab-results', version: '2.1.0' }, { capabilities: { tools: {} } });
  registerPullResults(server);
  registerReleaseResults(server);
  return server;
}

export function bearerAuth(issuer: string, audience: string) {
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return async (req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!token) return res.status(401).set('WWW-Authenticate', 'Bearer').end();
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience });
      req.auth = {
        token,
        clientId: String(payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, tenantId: payload.tid, roles: payload.roles ?? [] },
      };
      return next();
    } catch {
      return res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').end();
    }
  };
}

export function createApp() {
  const cfg = config();
  const app = express();
  app.use(instrumentWebhookRouter());
  app.get('/healthz', (_req, res) => res.send('ok'));
  app.post('/mcp', express.json({ limit: '512kb' }), bearerAuth(cfg.authIssuer, cfg.authAudience), async (req, res) => {
    const server = buildMcpServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = config().port;
  createApp().listen(port, () => console.log(`lab-results MCP listening on :${port}`));
}
