import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { createYoga } from 'graphql-yoga';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { settings } from './settings.js';
import { verifyDownloadPath } from './lib/helpers.js';
import { schema, type WikiGraphQLContext } from './graphql/schema.js';
import { wikiStateCodec } from './mcp/codec.js';
import { toolTimings } from './mcp/telemetry.js';
import { registerWikiTools } from './mcp/tools.js';
import { startWorkers } from './jobs/exports.js';
import { db } from './spaces.js';

// --- sessions: opaque bearer tokens, stored hashed ------------------------------------------------

async function sessionFor(token: string) {
  const { rows } = await db.query(
    `select user_id as "userId", client_id as "clientId", scopes, extract(epoch from expires_at)::int as "expiresAt"
       from api_sessions where token_sha256 = $1 and expires_at > now()`,
    [createHash('sha256').update(token).digest('hex')],
  );
  return rows[0] as { userId: string; clientId: string; scopes: string[]; expiresAt: number } | undefined;
}

// --- MCP ------------------------------------------------------------------------------------------

function buildMcpServer() {
  const server = new McpServer(
    { name: 'wiki', version: '7.0.4' },
    { capabilities: { tools: {} }, requestState: { verify: wikiStateCodec.verify } },
  );
  registerWikiTools(server);
  return server;
}

const mcp = createMcpHandler(buildMcpServer);
const mcpAuth = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string) {
      const session = await sessionFor(token);
      if (!session) throw new Error('unknown token');
      return { token, clientId: session.clientId, scopes: session.scopes, expiresAt: session.expiresAt, extra: { userId: session.userId } };
    },
  },
  requiredScopes: ['wiki:mcp'],
});

// --- HTTP -----------------------------------------------------------------------------------------

const app = new Koa();
const router = new Router();
const yoga = createYoga<WikiGraphQLContext>({ schema, graphqlEndpoint: '/graphql' });

router.all('/graphql', async (ctx) => {
  const token = ctx.get('authorization').replace(/^Bearer\s+/i, '');
  const session = token ? await sessionFor(token) : undefined;
  const response = await yoga.handleNodeRequestAndResponse(ctx.req, ctx.res, { userId: session?.userId });
  ctx.status = response.status;
  response.headers.forEach((v, k) => ctx.set(k, v));
  ctx.body = response.body;
});

router.get('/downloads/:file', async (ctx) => {
  const { exp, sig } = ctx.query as Record<string, string | undefined>;
  if (!/^[\w.-]+$/.test(ctx.params.file) || !verifyDownloadPath(ctx.params.file, exp, sig)) ctx.throw(403);
  ctx.attachment(ctx.params.file);
  ctx.body = createReadStream(`/var/lib/wiki/exports/${ctx.params.file}`);
});

router.get('/internal/mcp-timings', (ctx) => {
  ctx.body = toolTimings();
});

if (settings.mcp.enabled) {
  router.post('/mcp', async (ctx) => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(ctx.headers)) if (typeof v === 'string') headers.set(k, v);
    const request = new Request(new URL(ctx.originalUrl, settings.publicUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify(ctx.request.body),
    });
    const authInfo = await mcpAuth(request);
    const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
    ctx.status = response.status;
    response.headers.forEach((v, k) => ctx.set(k, v));
    ctx.body = Buffer.from(await response.arrayBuffer());
  });
}

app.use(bodyParser({ enableTypes: ['json'] }));
app.use(router.routes()).use(router.allowedMethods());

if (process.env.WIKI_RUN_WORKERS === '1') startWorkers();
app.listen(settings.port, () => console.log(`wiki-platform on :${settings.port}`));
