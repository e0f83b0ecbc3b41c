import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { importSPKI, jwtVerify } from 'jose';
import { registerTicketTools } from './tools.js';

// Only the gateway calls this backend. It signs a one-minute assertion naming the end user
// with its Ed25519 key; we hold the public half.
const gatewayKey = await importSPKI(process.env.RELAY_GATEWAY_PUBLIC_KEY_PEM, 'EdDSA');

const auth = requireBearerAuth({
  requiredScopes: ['tools:call'],
  verifier: {
    async verifyAccessToken(token) {
      const { payload } = await jwtVerify(token, gatewayKey, {
        issuer: 'relay-gateway',
        audience: 'relay-tickets',
        algorithms: ['EdDSA'],
        maxTokenAge: '2m',
      });
      return {
        token,
        clientId: 'relay-gateway',
        scopes: String(payload.scope ?? '').split(' '),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  },
});

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'relay-tickets', version: '0.9.0' }, { capabilities: { tools: {} } });
  registerTicketTools(server);
  return server;
});

createServer(
  toNodeHandler({
    async fetch(request) {
      const authInfo = await auth(request);
      return authInfo instanceof Response ? authInfo : handler.fetch(request, { authInfo });
    },
  }),
).listen(Number(process.env.PORT ?? 8080), () => console.log('relay-tickets up'));
