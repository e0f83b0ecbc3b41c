// Assembles the Hono app: MCP endpoint, supplier webhook and health check.
import { Hono } from 'hono';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { createDb } from './db.js';
import { createSupplierApi } from './supplierApi.js';
import { createAuthenticator } from './auth.js';
import { createCodecs } from './stateCodecs.js';
import { createWebhookHandler } from './webhooks.js';
import { registerWriteOff, WRITE_OFF } from './tools/writeOff.js';
import { registerReplenishment } from './tools/replenishment.js';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 };

export function buildApp(config, overrides = {}) {
  const log = (level, msg) => {
    if (LEVELS[level] >= LEVELS[config.logLevel]) console.log(`${new Date().toISOString()} ${level} ${msg}`);
  };
  const deps = {
    config,
    log,
    db: overrides.db ?? createDb(config.databaseUrl),
    supplier: overrides.supplier ?? createSupplierApi(config),
    codecs: createCodecs(config, [WRITE_OFF]),
  };

  const mcp = createMcpHandler(() => {
    const server = new McpServer({ name: 'harbor-inventory', version: '3.1.2' }, { capabilities: { tools: {} } });
    registerWriteOff(server, deps);
    registerReplenishment(server, deps);
    return server;
  });
  const authenticate = createAuthenticator(config);

  const app = new Hono();
  app.get('/healthz', (c) => c.json({ ok: true, env: config.appEnv }));
  app.post('/webhooks/northwind', createWebhookHandler(deps));
  app.all('/mcp', async (c) => {
    const auth = await authenticate(c.req.raw);
    if (auth instanceof Response) return auth;
    return mcp.fetch(c.req.raw, { authInfo: auth });
  });

  return { app, deps };
}
