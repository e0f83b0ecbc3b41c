// Wires services and serves the import-jobs MCP server behind bearer authentication.
// @ts-nocheck
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { parseConfig } from './config.js';
import { Locator } from './di.js';
import { PendingStore } from './pendingStore.js';
import { Warehouse } from './warehouse.js';
import { CONFIG, PENDING, WAREHOUSE } from './services.js';
import { registerStartImport } from './tools/startImport.js';
import { registerPurgeDataset } from './tools/purgeDataset.js';

const locator = new Locator()
  .value(CONFIG, parseConfig())
  .bind(PENDING, (l) => new PendingStore(l.get(CONFIG).pending))
  .bind(WAREHOUSE, (l) => new Warehouse(l.get(CONFIG).warehouse));

const config = locator.get(CONFIG);
setInterval(() => locator.get(PENDING).sweep(), 30_000).unref();

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'import-jobs', version: '0.3.0' }, { capabilities: { tools: {} } });
  registerStartImport(server, locator);
  registerPurgeDataset(server, locator);
  return server;
});

const auth = requireBearerAuth({
  requiredScopes: ['imports'],
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(new URL('/userinfo', config.auth.issuer), { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error('invalid token');
      const u = (await res.json()) as { sub: string; azp: string; scope: string; exp: number };
      return { token, clientId: u.azp, scopes: u.scope.split(' '), expiresAt: u.exp, extra: { userId: u.sub } };
    },
  },
});

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers: req.headers as HeadersInit,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const who = await auth(request);
  if (who instanceof Response) {
    res.writeHead(who.status, Object.fromEntries(who.headers)).end();
    return;
  }
  const out = await mcp.fetch(request, { authInfo: who });
  res.writeHead(out.status, Object.fromEntries(out.headers));
  res.end(Buffer.from(await out.arrayBuffer()));
}).listen(config.port);
