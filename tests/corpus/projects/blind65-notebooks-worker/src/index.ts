import { authenticate } from './auth';
import { dispatch, rpcError, RPC, type Env } from './rpc';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);

    if (url.pathname === '/.well-known/oauth-protected-resource') {
      return json({ resource: env.AUTH_AUDIENCE, authorization_servers: [env.AUTH_ISSUER], scopes_supported: ['notebooks'] });
    }
    if (url.pathname !== '/mcp') return new Response('Not found', { status: 404 });
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });

    const caller = await authenticate(request, env);
    if (!caller) {
      return new Response(null, {
        status: 401,
        headers: {
          'www-authenticate': `Bearer resource_metadata="${url.origin}/.well-known/oauth-protected-resource", scope="notebooks"`,
        },
      });
    }

    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return json(rpcError(null, RPC.parseError, 'Parse error'), 400);
    }

    const reply = await dispatch(body, { env, userId: caller.userId });
    return reply === undefined ? new Response(null, { status: 202 }) : json(reply);
  },
} satisfies ExportedHandler<Env>;
