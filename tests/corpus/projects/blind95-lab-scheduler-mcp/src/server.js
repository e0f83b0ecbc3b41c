// Hono app serving the MCP endpoint and the LIMS webhook for the lab scheduler.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { loadConfig } from './config.js';
import { createStateCodecs } from './state.js';
import { createDraftStore } from './drafts.js';
import { createDb } from './db.js';
import { createNotifier } from './notify.js';
import { verifyLimsSignature, applyLimsEvent } from './lims-webhook.js';
import { registerBookInstrument } from './tools/book-instrument.js';
import { registerCancelBooking } from './tools/cancel-booking.js';
import { registerListInstruments } from './tools/list-instruments.js';

const config = loadConfig();

const deps = {
  codecs: createStateCodecs({ key: config.stateKey, previousKey: config.previousStateKey }),
  drafts: createDraftStore(config.redisUrl),
  db: createDb(config.databaseUrl),
  notify: createNotifier(config.notify),
};

const jwks = createRemoteJWKSet(new URL(config.idp.jwksUrl));
const authenticate = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token) {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.idp.issuer, audience: config.idp.audience });
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, labGroup: payload.lab_group },
      };
    },
  },
  requiredScopes: ['lab.book'],
});

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'lab-scheduler', version: '0.9.0' }, { capabilities: { tools: {} } });
  registerListInstruments(server, deps);
  registerBookInstrument(server, deps);
  registerCancelBooking(server, deps);
  return server;
});

const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true }));

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

app.post('/hooks/lims', async (c) => {
  const rawBody = await c.req.text();
  if (!verifyLimsSignature(config.limsWebhookSecret, rawBody, c.req.header('x-lims-signature'))) {
    return c.json({ error: 'invalid signature' }, 401);
  }
  await applyLimsEvent(JSON.parse(rawBody), deps);
  return c.json({ ok: true });
});

serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`lab-scheduler listening on :${info.port}`);
});
