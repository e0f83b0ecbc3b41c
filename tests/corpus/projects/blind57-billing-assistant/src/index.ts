import { createServer } from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { authenticate } from './auth.js';
import { env } from './env.js';
import { buildServer } from './server.js';
import { handleStripeEvent, verifyStripeSignature, type StripeEvent } from './stripe/webhook.js';

const mcp = createMcpHandler(buildServer);

async function route(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);

  if (pathname === '/webhooks/stripe' && request.method === 'POST') {
    const raw = await request.text();
    if (!verifyStripeSignature(raw, request.headers.get('stripe-signature'))) {
      return new Response('bad signature', { status: 400 });
    }
    await handleStripeEvent(JSON.parse(raw) as StripeEvent);
    return Response.json({ received: true });
  }

  if (pathname === '/.well-known/oauth-protected-resource') {
    return Response.json({
      resource: `${env.PUBLIC_URL}/mcp`,
      authorization_servers: [new URL(env.INTROSPECTION_URL).origin],
      scopes_supported: ['billing:read', 'billing:write', 'billing:refund'],
    });
  }

  if (pathname === '/mcp') {
    const auth = await authenticate(request);
    if (auth instanceof Response) return auth;
    return mcp.fetch(request, { authInfo: auth });
  }

  return new Response('not found', { status: 404 });
}

createServer(toNodeHandler(route)).listen(env.PORT, () => {
  console.log(`billing-assistant on :${env.PORT}`);
});
