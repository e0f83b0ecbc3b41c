import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { createServer, type IncomingMessage } from 'node:http';
import { tools } from './tools/index.js';
import { jwtVerify, createRemoteJWKSet } from 'jose';

const jwks = createRemoteJWKSet(new URL(process.env.OIDC_JWKS_URL ?? 'https://sso.example.com/.well-known/jwks.json'));

const guard = requireBearerAuth({
  requiredScopes: ['tickets'],
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { audience: 'ticket-triage', issuer: 'https://sso.example.com/' });
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp!,
        extra: { userId: payload.sub },
      };
    },
  },
});

function authenticate(req: IncomingMessage) {
  return guard(new Request(`http://localhost${req.url}`, { headers: req.headers as any }));
}

function userOf(ctx: { http?: { authInfo?: { extra?: Record<string, unknown> } } }): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') {
    throw new Error('ticket-triage needs an authenticated user (bearer token with extra.userId)');
  }
  return userId;
}

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'ticket-triage', version: '0.4.2' },
    { capabilities: { tools: {} } },
  );
  for (const [name, def] of Object.entries(tools)) {
    server.registerTool(
      name,
      {
        description: def.description,
        inputSchema: def.inputSchema,
        annotations: { destructiveHint: def.destructive },
      },
      async (args, ctx) => def.run(name, userOf(ctx), args, ctx),
    );
  }
  return server;
}

const handler = createMcpHandler(buildServer);

createServer(async (req, res) => {
  const auth = await authenticate(req);
  if (auth instanceof Response) {
    res.writeHead(auth.status).end(await auth.text());
    return;
  }
  const body = await new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
  });
  const response = await handler.fetch(
    new Request(`http://localhost${req.url}`, { method: req.method, headers: req.headers as any, body: body.length ? body : undefined }),
    { authInfo: auth },
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 8080));
