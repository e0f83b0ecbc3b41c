import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createServer } from 'node:http';
import { makeRotateSecret, rotateSecretConfig, ROTATE_TOOL } from './tools/rotate-secret.js';

// --- KV client ---------------------------------------------------------------
// The KV admin token is only ever sent to the KV service.
const KV_URL = process.env.KV_URL;
const KV_ADMIN_TOKEN = process.env.KV_ADMIN_TOKEN;

async function kvCall(method, path, body) {
  const res = await fetch(`${KV_URL}/v1/${path}`, {
    method,
    headers: { 'x-kv-token': KV_ADMIN_TOKEN, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`kv ${method} ${path}: ${res.status}`);
  return res.json();
}

const kv = {
  describe: (path) => kvCall('GET', `metadata/${path}`),
  rotate: (path, opts) => kvCall('POST', `rotate/${path}`, opts),
};

// --- who is calling ----------------------------------------------------------
function principal(ctx) {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || !id) throw new Error('unauthenticated');
  return id;
}

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(`${process.env.IDP_URL}/introspect`, { method: 'POST', body: new URLSearchParams({ token }) });
    const info = await res.json();
    if (!info.active) throw new Error('inactive token');
    return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
  },
};

// --- server ------------------------------------------------------------------
function build() {
  const server = new McpServer({ name: 'vault-rotate', version: '1.2.0' }, { capabilities: { tools: {} } });
  server.registerTool(ROTATE_TOOL, rotateSecretConfig, makeRotateSecret({ kv, principal }));
  return server;
}

const mcp = createMcpHandler(build);
const auth = requireBearerAuth({ verifier, requiredScopes: ['secrets:rotate'] });

createServer(
  toNodeHandler(async (request) => {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  }),
).listen(process.env.PORT ?? 3000);
