// Entry point: resolves tools and interceptors from the container and serves MCP over HTTP.
// @ts-nocheck
import 'reflect-metadata';
import { createServer } from 'node:http';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import client from 'prom-client';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { createContainer } from './ioc/container.js';
import { TYPES } from './ioc/types.js';
import { chain, type ToolInterceptor } from './interceptors/index.js';

const container = createContainer();
const settings = container.get(TYPES.Settings);
const interceptors = container.getAll<ToolInterceptor>(TYPES.Interceptor);
const tools = container.getAll<any>(TYPES.Tool);
const jwks = createRemoteJWKSet(new URL(`${settings.jwtIssuer}/.well-known/jwks.json`));

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'fleet-dispatch', version: '2.1.3' }, { capabilities: { tools: {} } });
  for (const tool of tools) {
    const run = chain(interceptors, (inv) => tool.handle(inv));
    server.registerTool(tool.name, tool.config, (args, ctx) => run({ tool: tool.name, args, ctx }));
  }
  return server;
});

const authenticate = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer: settings.jwtIssuer, audience: settings.jwtAudience });
      return {
        token,
        clientId: String(payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, tenantId: payload['https://fleet.example/tenant'], roles: payload.roles ?? [] },
      };
    },
  },
  requiredScopes: ['dispatch'],
});

createServer(async (req, res) => {
  if (req.url === '/metrics') {
    res.writeHead(200, { 'content-type': client.register.contentType });
    res.end(await client.register.metrics());
    return;
  }
  if (req.url !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const request = new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers: req.headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const authInfo = await authenticate(request);
  const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(settings.port, () => console.info(`fleet-dispatch MCP listening on ${settings.port}`));
