import { createServer, type IncomingMessage } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppConfig } from './config/AppConfig.js';
import { ReleaseToolsController } from './controllers/ReleaseToolsController.js';
import { DeployApiReleaseRepository } from './releases/ReleaseRepository.js';
import { ReleaseService } from './releases/ReleaseService.js';
import { CodecStateTokens } from './state/CodecStateTokens.js';
import { JwtStateTokens } from './state/JwtStateTokens.js';
import type { StateTokens } from './state/StateTokens.js';
import { CiWebhookController } from './webhooks/CiWebhookController.js';

/* ------------------------------- wiring -------------------------------- */

const config = AppConfig.load();

const stateTokens: StateTokens =
  config.stateBackend === 'sdk-codec' ? new CodecStateTokens(config.stateSecret) : new JwtStateTokens(config.stateSecret);

const releaseService = new ReleaseService(
  new DeployApiReleaseRepository(config.deployApiUrl, config.deployApiToken),
  config.protectedEnvironments,
);
const tools = new ReleaseToolsController(releaseService, stateTokens);
const ciWebhook = new CiWebhookController(config.ciWebhookSecret, releaseService);

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'release-train', version: '3.0.1' },
    { capabilities: { tools: {} } },
  );
  tools.register(server);
  return server;
});

/* ---------------------------- authentication --------------------------- */

const jwks = createRemoteJWKSet(config.jwksUrl);

const authenticate = requireBearerAuth({
  requiredScopes: ['releases:deploy'],
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.tokenIssuer, audience: config.tokenAudience });
      if (!payload.sub || !payload.exp) throw new Error('token without subject or expiry');
      return {
        token,
        clientId: typeof payload.azp === 'string' ? payload.azp : 'unknown',
        scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
        expiresAt: payload.exp,
        extra: { userId: payload.sub, groups: Array.isArray(payload.groups) ? payload.groups : [] },
      };
    },
  },
});

/* ------------------------------- http ---------------------------------- */

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  return new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body),
  });
}

createServer(async (req, res) => {
  try {
    const body = await readBody(req);

    if (req.method === 'POST' && req.url === '/hooks/ci') {
      const reply = await ciWebhook.handle(req.headers, body);
      res.writeHead(reply.status, { 'content-type': 'text/plain' }).end(reply.body ?? '');
      return;
    }

    const request = toRequest(req, body);
    const auth = await authenticate(request);
    const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(config.port);

console.log(`release-train listening on :${config.port} with ${config.stateBackend} request state`);
