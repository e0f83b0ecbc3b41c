import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { createYoga } from 'graphql-yoga';
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { safeCompare, sha256Hex } from './lib/helpers.js';
import { mcpHandler } from './mcp/server.js';
import { schema, type GraphQLContext } from './graphql/schema.js';
import { db } from './services/orders.js';
import { orderQueue } from './jobs.js';

const app = new Koa();
const router = new Router();

// --- sessions --------------------------------------------------------------------------------------

async function customerForToken(token: string) {
  const row = await db('sessions')
    .where({ token_hash: sha256Hex(token) })
    .andWhere('expires_at', '>', db.fn.now())
    .first();
  return row ? { customerId: row.customer_id as string, clientId: row.client_id as string, scopes: String(row.scopes).split(' '), expiresAt: Math.floor(new Date(row.expires_at).getTime() / 1000) } : undefined;
}

// --- admin -----------------------------------------------------------------------------------------

const admin = new Router({ prefix: '/admin' });
admin.use(async (ctx, next) => {
  if (!safeCompare(ctx.get('x-admin-key'), config.admin.apiKey)) ctx.throw(401, 'bad admin key');
  await next();
});
admin.post('/orders/:id/requeue', async (ctx) => {
  await orderQueue.add('confirmation-email', { orderId: Number(ctx.params.id) });
  ctx.status = 202;
});
admin.get('/queues', async (ctx) => {
  ctx.body = await orderQueue.getJobCounts();
});

// --- GraphQL ---------------------------------------------------------------------------------------

const yoga = createYoga<Koa.ParameterizedContext & GraphQLContext>({ schema, graphqlEndpoint: '/graphql' });
router.all('/graphql', async (ctx) => {
  const bearer = ctx.get('authorization').replace(/^Bearer /i, '');
  const session = bearer ? await customerForToken(bearer) : undefined;
  const response = await yoga.handleNodeRequestAndResponse(ctx.req, ctx.res, { ...ctx, customerId: session?.customerId });
  ctx.status = response.status;
  response.headers.forEach((value, key) => ctx.append(key, value));
  ctx.body = response.body;
});

// --- MCP -------------------------------------------------------------------------------------------

const mcpAuth = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string) {
      const session = await customerForToken(token);
      if (!session) throw new Error('invalid token');
      return {
        token,
        clientId: session.clientId,
        scopes: session.scopes,
        expiresAt: session.expiresAt,
        extra: { customerId: session.customerId },
      };
    },
  },
  requiredScopes: ['orders:read'],
});

function toFetchRequest(ctx: Koa.Context): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(ctx.headers)) if (typeof v === 'string') headers.set(k, v);
  return new Request(new URL(ctx.originalUrl, `${ctx.protocol}://${ctx.host}`), {
    method: ctx.method,
    headers,
    body: ctx.method === 'POST' ? JSON.stringify(ctx.request.body) : undefined,
  });
}

async function send(ctx: Koa.Context, response: Response) {
  ctx.status = response.status;
  response.headers.forEach((value, key) => ctx.set(key, value));
  ctx.body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
}

if (config.mcp.enabled) {
  router.post('/mcp', async (ctx) => {
    const request = toFetchRequest(ctx);
    const authInfo = await mcpAuth(request);
    if (authInfo instanceof Response) return send(ctx, authInfo);
    await send(ctx, await mcpHandler.fetch(request, { authInfo }));
  });
}

router.get('/healthz', (ctx) => {
  ctx.body = { ok: true };
});

app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '512kb' }));
app.use(router.routes()).use(router.allowedMethods());
app.use(admin.routes()).use(admin.allowedMethods());

app.listen(config.port, () => console.log(`storefront-api on :${config.port}`));
