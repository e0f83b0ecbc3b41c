import { createServer, type IncomingMessage } from 'node:http';
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { loadConfig } from './host/config.js';
import { createStateService } from './host/state.js';
import { loadPlugins } from './host/loader.js';
import { createMcpServer } from './host/server.js';

const { config, secrets } = await loadConfig();

// Without a configured secret we mint one per boot; pending confirmations just don't survive a restart.
const stateSecret = secrets.stateSecret ?? createHash('sha256').update(`${process.pid}:${Date.now()}`).digest('hex');

const state = createStateService({ secret: stateSecret, issuer: config.issuer }); // expect: no-weak-state-key
const registry = await loadPlugins({ config, secrets, state });

const jwks = createRemoteJWKSet(new URL(config.oidc.jwksUri));

async function authenticate(req: IncomingMessage): Promise<AuthInfo | undefined> {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7);
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: config.oidc.issuer, audience: config.oidc.audience });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  } catch {
    return undefined;
  }
}

createServer(async (req, res) => {
  if (req.url !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  const auth = await authenticate(req);
  if (!auth) {
    res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    return;
  }
  (req as IncomingMessage & { auth?: AuthInfo }).auth = auth;

  const server = createMcpServer(registry);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(req, res);
}).listen(config.port, () => console.error(`plugin host on :${config.port} with ${registry.size} tools`));
