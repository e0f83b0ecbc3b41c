// Models Hono middleware on Node (TypeScript) that checks API keys read from process.env through destructuring and consts, compared with !== and ===.
// @ts-nocheck
import { Hono, type MiddlewareHandler } from 'hono';
import { serve } from '@hono/node-server';

const { INTERNAL_API_TOKEN } = process.env;
const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? '';
const API_KEY_HEADER = 'x-api-key';

type Role = 'service' | 'admin';

const requireServiceKey: MiddlewareHandler = async (c, next) => {
  const provided = c.req.header(API_KEY_HEADER);
  if (provided === undefined) {
    return c.json({ error: `missing ${API_KEY_HEADER} header` }, 401);
  }
  if (provided !== INTERNAL_API_TOKEN) { // expect: no-timing-unsafe-compare
    return c.json({ error: 'invalid api key' }, 401);
  }
  c.set('role', 'service' satisfies Role);
  await next();
};

function isAdminToken(token: string | undefined): boolean {
  return token !== undefined && ADMIN_TOKEN.length > 0 && token === ADMIN_TOKEN; // expect: no-timing-unsafe-compare
}

const app = new Hono<{ Variables: { role: Role } }>();

app.use('/internal/*', requireServiceKey);

app.get('/internal/queue-depth', (c) => c.json({ depth: 0, role: c.get('role') }));

app.post('/admin/flush-cache', async (c) => {
  const auth = c.req.header('authorization');
  const token = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
  if (!isAdminToken(token)) {
    return c.json({ error: 'forbidden' }, 403);
  }
  const { scope } = await c.req.json<{ scope?: string }>();
  if (scope !== undefined && scope !== 'all' && scope !== 'sessions') {
    return c.json({ error: 'unknown scope' }, 400);
  }
  return c.json({ flushed: scope ?? 'all' });
});

app.get('/public/key-info', (c) => {
  const keyId = c.req.query('keyId');
  return c.json({ keyId, header: API_KEY_HEADER, rotating: keyId === 'k-2025-01' });
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8080) });
