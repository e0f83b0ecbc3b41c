// Hono application: OIDC bearer auth, the MCP endpoint with verified request state, and the SMS status webhook.
// @ts-nocheck
import { Hono } from 'hono';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { verifySmsWebhook } from '../shared/sms.js';
import { createStateCodec } from './state.js';
import { registerBook } from './tools/book.js';
import { registerCancel } from './tools/cancel.js';

export function oidcVerifier(issuer: string, audience: string) {
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience });
      return {
        token,
        clientId: String(payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  };
}

export function createApp({ stateKey, verifier, db, sms, smsWebhookSecret }) {
  const codec = createStateCodec(stateKey);
  const authenticate = requireBearerAuth({ verifier, requiredScopes: ['appointments:write'] });
  const mcp = createMcpHandler(() => {
    const server = new McpServer(
      { name: 'clinic-scheduling', version: '3.0.1' },
      { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
    );
    registerBook(server, { codec, db });
    registerCancel(server, { codec, db, sms });
    return server;
  });

  const app = new Hono();
  app.get('/healthz', (c) => c.text('ok'));

  app.all('/mcp', async (c) => {
    const authInfo = await authenticate(c.req.raw);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(c.req.raw, { authInfo });
  });

  app.post('/webhooks/sms-status', async (c) => {
    const raw = await c.req.text();
    if (!verifySmsWebhook(smsWebhookSecret, raw, c.req.header('x-notifly-signature'))) {
      return c.json({ error: 'signature mismatch' }, 401);
    }
    const event = JSON.parse(raw);
    await db.recordSmsStatus(event.message_id, event.status);
    return c.body(null, 204);
  });

  return app;
}
