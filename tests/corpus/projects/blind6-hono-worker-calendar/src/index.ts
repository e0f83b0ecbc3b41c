import { Hono } from 'hono';
import type { Env } from './crypto/keys';
import { dispatch, rpcError } from './rpc';

type Vars = { userEmail: string; bearer: string };

const app = new Hono<{ Bindings: Env; Variables: Vars }>();

app.use('/mcp', async (c, next) => {
  const auth = c.req.header('authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(auth);
  if (!match) return c.json({ error: 'unauthorized' }, 401);
  const info = await fetch(`https://oauth2.googleapis.com/tokeninfo?access_token=${encodeURIComponent(match[1])}`);
  if (!info.ok) return c.json({ error: 'unauthorized' }, 401);
  const body = (await info.json()) as { email?: string; email_verified?: string };
  if (!body.email || body.email_verified !== 'true') return c.json({ error: 'unverified account' }, 403);
  c.set('userEmail', body.email);
  c.set('bearer', match[1]);
  await next();
});

app.post('/mcp', async (c) => {
  let msg: any;
  try {
    msg = await c.req.json();
  } catch {
    return c.json(rpcError(null, -32700, 'parse error'), 400);
  }
  if (msg?.id === undefined) return c.body(null, 202);
  const reply = await dispatch(msg, { env: c.env, userEmail: c.get('userEmail'), bearer: c.get('bearer') });
  return c.json(reply);
});

app.get('/healthz', (c) => c.text('ok'));

export default app;
