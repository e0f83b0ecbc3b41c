import { createServer } from 'node:http';
import {
  type AuthInfo,
  McpServer,
  type OAuthTokenVerifier,
  createMcpHandler,
  requireBearerAuth,
} from '@modelcontextprotocol/server';
import { handleArgoNotification, onRolloutEvent } from './http/argo-notify.js';
import { rolloutCodec } from './state/codec.js';
import { PromoteCanary } from './tools/promote.js';
import { RollbackRelease } from './tools/rollback.js';

const OIDC_ISSUER = process.env.OIDC_ISSUER ?? 'https://sso.example.net/realms/platform';

const verifier: OAuthTokenVerifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(`${OIDC_ISSUER}/protocol/openid-connect/userinfo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`userinfo: ${res.status}`);
    const claims = (await res.json()) as { sub: string; azp?: string; exp?: number; groups?: string[] };
    return {
      token,
      clientId: claims.azp ?? 'mcp-client',
      scopes: ['rollouts'],
      expiresAt: claims.exp ?? Math.floor(Date.now() / 1000) + 120,
      extra: { userId: claims.sub, groups: claims.groups ?? [] },
    };
  },
};

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'infra-rollout', version: '2.1.0' },
    { capabilities: { tools: {} }, requestState: { verify: rolloutCodec.verify } },
  );
  for (const tool of [new PromoteCanary(rolloutCodec), new RollbackRelease(rolloutCodec)]) tool.register(server);
  return server;
}

const mcp = createMcpHandler(buildServer);
const bearer = requireBearerAuth({ verifier, requiredScopes: ['rollouts'] });

onRolloutEvent((e) => console.warn(`[rollout] ${e.namespace}/${e.rollout}: ${e.reason} ${e.message ?? ''}`));

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'POST' && url.pathname === '/hooks/argo') return handleArgoNotification(req, res);
  if (url.pathname !== '/mcp') return void res.writeHead(404).end();

  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const request = new Request(url, {
    method: req.method ?? 'GET',
    headers,
    ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
  });

  const auth = await bearer(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 8080));
