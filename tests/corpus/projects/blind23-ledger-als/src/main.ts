import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { BillingClient } from './billing.js';
import type { Caller } from './context.js';
import { requestScope } from './middleware.js';
import { billingApiToken, loadStateKey } from './secrets.js';
import { createLedgerServer } from './server.js';
import { StateCodec } from './state/codec.js';

const codec = new StateCodec(loadStateKey()); // expect: no-weak-state-key
const billing = new BillingClient(process.env.BILLING_URL ?? 'https://billing.acme.internal', billingApiToken());
const mcp = createMcpHandler(() => createLedgerServer(billing));

const app = new Hono<{ Variables: { caller: Caller } }>();

app.get('/healthz', (c) => c.text('ok'));
app.use('/mcp', requestScope(codec));
app.post('/mcp', (c) => {
  const caller = c.get('caller');
  return mcp.fetch(c.req.raw, {
    authInfo: {
      token: caller.token,
      clientId: caller.clientId,
      scopes: caller.scopes,
      expiresAt: caller.expiresAt,
      extra: { userId: caller.userId },
    },
  });
});

const port = Number(process.env.PORT ?? 8787);
serve({ fetch: app.fetch, port }, () => console.log(`ledger MCP on :${port}`));
