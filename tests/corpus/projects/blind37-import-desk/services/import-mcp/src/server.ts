import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from '@import-desk/shared/config';
import { importState } from './state-codec.js';
import { registerBulkImport } from './tools/bulk-import.js';

const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', config.idp.issuer));

const auth = requireBearerAuth({
  requiredScopes: ['imports:write'],
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.idp.issuer, audience: config.idp.audience });
      return {
        token,
        clientId: String(payload.client_id ?? payload.azp),
        scopes: String(payload.scope ?? '').split(' '),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, org: payload.org_id },
      };
    },
  },
});

const handler = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'import-desk', version: '2.1.0' },
    { capabilities: { tools: {} }, requestState: { verify: importState.verify } },
  );
  registerBulkImport(server);
  return server;
});

const mcp = toNodeHandler({
  async fetch(request: Request) {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return handler.fetch(request, { authInfo });
  },
});

createServer(mcp).listen(Number(process.env.PORT ?? 3100), () => console.log('import-mcp ready'));
