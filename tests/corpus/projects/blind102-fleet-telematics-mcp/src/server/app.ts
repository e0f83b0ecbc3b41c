// HTTP application: bearer auth in front of a per-request MCP server exposing the fleet tools.
// @ts-nocheck
import { Readable } from 'node:stream';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { registerDecommission } from './tools/decommission.js';
import { registerTripReport } from './tools/trip-report.js';

export function jwtVerifier(cfg) {
  const jwks = createRemoteJWKSet(new URL(cfg.jwksUrl));
  return {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer: cfg.issuer, audience: cfg.audience });
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  };
}

export function createApp({ codec, verifier }) {
  const authenticate = requireBearerAuth({ verifier, requiredScopes: ['fleet:manage'] });
  const mcp = createMcpHandler(() => {
    const server = new McpServer(
      { name: 'fleet-telematics', version: '1.4.2' },
      { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
    );
    registerDecommission(server, codec);
    registerTripReport(server, codec);
    return server;
  });

  return async function handle(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/healthz') return new Response('ok');
    if (pathname !== '/mcp') return new Response('not found', { status: 404 });
    const authInfo = await authenticate(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  };
}

export function toNodeListener(handle: (r: Request) => Promise<Response>) {
  return async (req, res) => {
    try {
      const url = `http://${req.headers.host ?? 'localhost'}${req.url}`;
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const request = new Request(url, {
        method: req.method,
        headers: req.headers,
        body: hasBody ? Readable.toWeb(req) : undefined,
        duplex: 'half',
      });
      const response = await handle(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) Readable.fromWeb(response.body).pipe(res);
      else res.end();
    } catch (err) {
      console.error('request failed', err);
      res.writeHead(500).end();
    }
  };
}
