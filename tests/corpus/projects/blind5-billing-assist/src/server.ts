import { Readable } from 'node:stream';
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import Stripe from 'stripe';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { logKeyReport, stripeSecretKey } from './keys/index.js';
import { registerCreditTool } from './tools/credit.js';
import { registerExportTool } from './tools/exportInvoices.js';
import { registerRefundTool } from './tools/refund.js';

let stripeClient: Stripe | undefined;

function stripe(): Stripe {
  stripeClient ??= new Stripe(stripeSecretKey(), {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'billing-assist', version: '0.6.0' },
  });
  return stripeClient;
}

const INSTRUCTIONS = [
  'Tools for the billing team.',
  'Refunds and credits always ask the operator to confirm before money moves.',
  'Exports are paginated; each page asks whether to continue.',
].join(' ');

/** Factory used by createMcpHandler: one server per HTTP request. */
export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'billing-assist', version: '0.6.0' },
    {
      capabilities: { tools: {} },
      instructions: INSTRUCTIONS,
    },
  );

  const client = stripe();
  registerRefundTool(server, client);
  registerCreditTool(server, client);
  registerExportTool(server, client);

  return server;
}

const ISSUER = process.env.OIDC_ISSUER ?? 'https://auth.example.com';

const guard = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(`${ISSUER}/oauth2/userinfo`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error('invalid token');
      const info = (await res.json()) as { sub: string; exp: number; scope?: string; azp?: string };
      return {
        token,
        clientId: info.azp ?? 'unknown',
        scopes: (info.scope ?? '').split(' ').filter(Boolean),
        expiresAt: info.exp,
        extra: { userId: info.sub },
      };
    },
  },
  requiredScopes: ['billing:write'],
});

const mcp = createMcpHandler(buildServer);

function toFetchRequest(ctx: Koa.Context): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(new URL(ctx.originalUrl, `${ctx.protocol}://${ctx.host}`), {
    method: ctx.method,
    headers,
    body: ctx.method === 'POST' ? JSON.stringify(ctx.request.body) : undefined,
  });
}

async function sendFetchResponse(ctx: Koa.Context, response: Response): Promise<void> {
  ctx.status = response.status;
  response.headers.forEach((value, name) => ctx.set(name, value));
  ctx.body = response.body ? Readable.fromWeb(response.body as any) : null;
}

const router = new Router();

router.all('/mcp', async (ctx) => {
  const request = toFetchRequest(ctx);
  const auth = await guard(request);
  if (auth instanceof Response) {
    await sendFetchResponse(ctx, auth);
    return;
  }
  await sendFetchResponse(ctx, await mcp.fetch(request, { authInfo: auth }));
});

const app = new Koa();
app.use(bodyParser({ jsonLimit: '512kb' }));
app.use(router.routes()).use(router.allowedMethods());

const port = Number(process.env.PORT ?? 8787);
app.listen(port, () => {
  logKeyReport();
  console.log(`billing-assist on :${port}`);
});
