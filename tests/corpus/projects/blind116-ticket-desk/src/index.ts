// Entry point serving the ticket-desk MCP server with its escalate and close tools.
// @ts-nocheck
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { buildContainer } from './bootstrap.js';
import { TOKENS } from './container.js';
import type { AppConfig } from './config.js';
import { registerCloseTicket, registerEscalate } from './tools/index.js';

const container = buildContainer();
const config = container.resolve<AppConfig>(TOKENS.config);

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'ticket-desk', version: '0.4.1' }, { capabilities: { tools: {} } });
  registerEscalate(server, container);
  registerCloseTicket(server, container);
  return server;
});

const bearer = requireBearerAuth({
  requiredScopes: ['tickets'],
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(`${config.ticketApi.baseUrl}/oauth/introspect`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
      if (!info.active) throw new Error('inactive token');
      return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
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
  const authInfo = await bearer(request);
  if (authInfo instanceof Response) {
    res.writeHead(authInfo.status).end();
    return;
  }
  const response = await handler.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(config.port, () => {
  console.error(`ticket-desk listening on :${config.port} (${config.env})`);
});
