import { createServer, type IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { HTTP_PORT, OIDC_AUDIENCE, OIDC_ISSUER } from './config/constants.js';
import { buildServer } from './server.js';

const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', OIDC_ISSUER));

async function authenticate(req: IncomingMessage): Promise<AuthInfo | null> {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length);
  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: OIDC_ISSUER,
      audience: OIDC_AUDIENCE,
      clockTolerance: '5s',
    });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  } catch {
    return null;
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
}

const httpServer = createServer(async (req, res) => {
  if (req.url !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  const auth = await authenticate(req);
  if (!auth) {
    res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    return;
  }

  // stateless: one server + transport per request
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });

  try {
    await server.connect(transport);
    (req as IncomingMessage & { auth?: AuthInfo }).auth = auth;
    await transport.handleRequest(req, res, await readJson(req));
  } catch (err) {
    const traceId = randomUUID();
    console.error(traceId, err);
    if (!res.headersSent) res.writeHead(500).end(JSON.stringify({ error: 'internal', traceId }));
  }
});

httpServer.listen(HTTP_PORT, () => {
  console.log(`ledger-refunds MCP on :${HTTP_PORT}/mcp`);
});
