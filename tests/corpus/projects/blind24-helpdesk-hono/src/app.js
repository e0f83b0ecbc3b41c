import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { makeStateCodec } from './state-codec.js';
import { DraftStore } from './draft-store.js';
import { createZendeskClient } from './zendesk.js';
import { registerCloseTicket } from './tools/close-ticket.js';
import { registerReplyTicket } from './tools/reply-ticket.js';
import { webhookRoute } from './webhook.js';

const codec = makeStateCodec(config.state);
const drafts = new DraftStore(config.drafts);
const zendesk = createZendeskClient(config.zendesk);

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.oauth.issuer));

/** Access tokens from our IdP; their own exp is enforced by jwtVerify. */
async function verifyAccessToken(token) {
  const { payload } = await jwtVerify(token, jwks, { issuer: config.oauth.issuer, audience: config.oauth.audience });
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id),
    scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    extra: { userId: payload.sub, email: payload.email },
  };
}

const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['tickets'] });

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'helpdesk', version: '2.1.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  registerCloseTicket(server, { zendesk, codec });
  registerReplyTicket(server, { zendesk, codec, drafts });
  return server;
});

const app = new Hono();

app.get('/healthz', (c) => c.text('ok'));
app.post('/webhooks/zendesk', webhookRoute({ secret: config.zendesk.webhookSecret, onTicketEvent: async (e) => console.log('ticket', e.detail?.id, e.event?.current) }));
app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

serve({ fetch: app.fetch, port: config.port }, ({ port }) => console.log(`helpdesk MCP on :${port}`));
