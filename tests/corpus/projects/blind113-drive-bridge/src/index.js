// HTTP entry point that checks bearer tokens by introspection and serves the drive-bridge MCP tools.
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { registerDeleteFolder, registerListFolder } from './tools/index.js';

const JWKS_URL = process.env.DRIVE_IDP_INTROSPECT ?? 'https://sso.example.com/oauth2/introspect';

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(JWKS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    const data = await res.json();
    if (!data.active) throw new Error('inactive token');
    return {
      token,
      clientId: data.client_id,
      scopes: String(data.scope ?? '').split(' '),
      expiresAt: data.exp,
      extra: { userId: data.sub },
    };
  },
};

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'drive-bridge', version: '2.1.0' }, { capabilities: { tools: {} } });
  registerListFolder(server);
  registerDeleteFolder(server);
  return server;
});

const auth = requireBearerAuth({ verifier, requiredScopes: ['drive.files'] });

const handler = toNodeHandler({
  async fetch(request) {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  },
});

createServer(handler).listen(Number(process.env.PORT ?? 7070));
