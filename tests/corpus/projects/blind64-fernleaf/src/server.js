import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { settings } from './config.js';
import { openLink } from './links.js';
import { constantTimeEquals } from './lib/util.js';
import { register as registerShare } from './tools/share-notebook.js';
import { register as registerDelete } from './tools/delete-notebook.js';
import { register as registerImport } from './tools/import-pages.js';

function build() {
  // No requestState hook: each tool verifies its own state with lib/jwt.js.
  const server = new McpServer({ name: 'fernleaf', version: '0.9.1' }, { capabilities: { tools: {} } });
  registerShare(server);
  registerDelete(server);
  registerImport(server);
  return server;
}

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', settings.issuer));

const auth = requireBearerAuth({
  requiredScopes: ['notebooks'],
  verifier: {
    async verifyAccessToken(token) {
      const { payload } = await jwtVerify(token, jwks, { issuer: settings.issuer, audience: 'fernleaf-mcp' });
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  },
});

const mcp = createMcpHandler(build);

async function syncHook(request) {
  const body = Buffer.from(await request.arrayBuffer());
  const value = request.headers.get('x-fernleaf-signature') ?? '';
  const mac = createHmac('sha256', settings.hookSecret).update(body).digest('hex');
  if (!constantTimeEquals(value, mac)) return new Response('bad signature', { status: 401 });
  const event = JSON.parse(body.toString('utf8'));
  console.log('[sync]', event.type, event.notebookId ?? '');
  return new Response(null, { status: 204 });
}

async function route(request) {
  const url = new URL(request.url);
  if (url.pathname === '/mcp') {
    const authInfo = await auth(request);
    return authInfo instanceof Response ? authInfo : mcp.fetch(request, { authInfo });
  }
  if (url.pathname === '/hooks/sync' && request.method === 'POST') return syncHook(request);
  if (url.pathname.startsWith('/s/')) {
    const link = await openLink(url.pathname.slice(3));
    if (!link) return new Response('This link has expired.', { status: 410 });
    return Response.redirect(`${settings.origin}/app/n/${link.nb}?invite=${encodeURIComponent(link.email)}`, 302);
  }
  return new Response('not found', { status: 404 });
}

createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const request = new Request(new URL(req.url ?? '/', settings.origin), {
    method: req.method,
    headers: req.headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const response = await route(request);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(settings.port, () => console.log(`fernleaf-mcp on :${settings.port}`));
