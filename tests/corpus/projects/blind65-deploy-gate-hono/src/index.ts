import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { logger } from 'hono/logger';
import { requireCaller, type GateEnv } from './middleware/auth.js';
import { handleRpc, rpcError, PARSE_ERROR } from './rpc.js';

const app = new Hono<GateEnv>();

app.use(logger());
app.get('/healthz', (c) => c.text('ok'));

app.use('/mcp', requireCaller);

app.post('/mcp', async (c) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json(rpcError(null, PARSE_ERROR, 'Parse error'), 400);
  }
  const reply = await handleRpc(body, { caller: c.get('caller') });
  if (reply === null) return c.body(null, 202);
  return c.json(reply);
});

// No server-initiated stream: this endpoint answers every request in its response.
app.get('/mcp', (c) => c.body(null, 405, { Allow: 'POST' }));
app.delete('/mcp', (c) => c.body(null, 405, { Allow: 'POST' }));

const port = Number(process.env.PORT ?? 8080);
serve({ fetch: app.fetch, port }, (info) => console.log(`deploy-gate on :${info.port}`));
