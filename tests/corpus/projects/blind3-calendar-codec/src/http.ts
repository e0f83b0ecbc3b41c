import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createServerFactory } from './server.js';
import { verifyWithJwks } from './jwks.js';

const mcp = createMcpHandler(await createServerFactory());
const auth = requireBearerAuth({ verifier: { verifyAccessToken: verifyWithJwks }, requiredScopes: ['calendar'] });

createServer(toNodeHandler({
  async fetch(request: Request) {
    const authInfo = await auth(request);
    return authInfo instanceof Response ? authInfo : mcp.fetch(request, { authInfo });
  },
})).listen(Number(process.env.PORT ?? 8080));
