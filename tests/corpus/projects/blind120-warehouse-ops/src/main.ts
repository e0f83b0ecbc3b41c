// HTTP entry point that builds the warehouse MCP server and serves it behind bearer auth.
// @ts-nocheck
import 'reflect-metadata';
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { AppConfig } from './config/app-config.js';
import { WarehouseModule } from './warehouse.module.js';

const config = AppConfig.get();
const warehouse = new WarehouseModule();

const handler = createMcpHandler(() => {
  const server = new McpServer(
    { name: config.serviceName, version: '0.4.2' },
    { capabilities: { tools: {} } },
  );
  warehouse.register(server);
  return server;
});

const auth = requireBearerAuth({
  requiredScopes: ['wms:write'],
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(config.introspectionUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
      if (!info.active) throw new Error('inactive token');
      return {
        token,
        clientId: info.client_id,
        scopes: info.scope.split(' '),
        expiresAt: info.exp,
        extra: { userId: info.sub },
      };
    },
  },
});

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(config.port, () => console.error(`warehouse-ops listening on :${config.port}`));
