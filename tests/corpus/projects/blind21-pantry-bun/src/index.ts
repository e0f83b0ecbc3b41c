import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadEnv } from './env.ts';
import { createAead } from './crypto/aead.ts';
import { createStateCodec } from './state/request-state.ts';
import { DraftStore } from './state/drafts.ts';
import { GrocerClient } from './grocer.ts';
import { registeredTools, type Services } from './tools/registry.ts';
import './tools/checkout.ts';
import './tools/shopping-list.ts';
import './tools/clear-pantry.ts';

const env = loadEnv();
const grocerKey = Bun.env.GROCER_SERVICE_KEY;
if (!grocerKey) throw new Error('GROCER_SERVICE_KEY is required');

const services: Services = {
  state: createStateCodec(await createAead(env.stateKey)),
  drafts: new DraftStore(),
  grocer: new GrocerClient(env.partnerApi, grocerKey),
};

function buildServer(): McpServer {
  const server = new McpServer({ name: 'pantry', version: '0.9.0' }, { capabilities: { tools: {} } });
  for (const tool of registeredTools()) {
    server.registerTool(
      tool.name,
      { description: tool.description, inputSchema: tool.inputSchema, annotations: { destructiveHint: tool.destructive ?? false } },
      tool.handler(services) as any,
    );
  }
  return server;
}

const verifier = {
  async verifyAccessToken(token: string) {
    const res = await fetch(new URL('/oauth2/introspect', env.authIssuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope?: string; exp: number };
    if (!info.active) throw new Error('inactive token');
    // exp from the issuer is in seconds, which is what AuthInfo.expiresAt expects.
    return { token, clientId: info.client_id, scopes: (info.scope ?? '').split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
  },
};

const auth = requireBearerAuth({ verifier, requiredScopes: ['pantry'] });
const mcp = createMcpHandler(buildServer);

Bun.serve({
  port: env.port,
  async fetch(request) {
    const { pathname } = new URL(request.url);
    if (pathname === '/healthz') return new Response('ok');
    if (pathname !== '/mcp') return new Response('not found', { status: 404 });
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  },
});

console.log(`pantry MCP on :${env.port}`);
