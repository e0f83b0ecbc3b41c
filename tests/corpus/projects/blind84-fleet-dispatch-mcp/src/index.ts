// Entry point: serves the fleet dispatch MCP endpoint over HTTP with Hono and bearer authentication.
// @ts-nocheck
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import pino from 'pino';
import { dispatcherGuard } from './auth.js';
import { RosterClient } from './clients/roster.js';
import { config } from './config.js';
import { Database } from './db.js';
import { DepotReportTool } from './tools/reports.js';
import { ReassignDriverTool, RetireVehicleTool } from './tools/vehicles.js';

const log = pino({ level: config.logLevel });
const db = new Database(config.databaseUrl);
const deps = { db, roster: new RosterClient(config.rosterUrl), log };

const tools = [new RetireVehicleTool(deps), new ReassignDriverTool(deps), new DepotReportTool(deps)];

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'fleet-dispatch', version: '0.9.2' },
    { capabilities: { tools: {} } },
  );
  for (const tool of tools) tool.register(server);
  return server;
});

const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true, calls: Object.fromEntries(tools.map((t) => [t.name, t.invocations])) }));

app.all('/mcp', async (c) => {
  const auth = await dispatcherGuard(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  log.info({ port: info.port }, 'fleet-dispatch MCP server listening');
});

process.on('SIGTERM', () => {
  server.close(async () => {
    await db.close();
    process.exit(0);
  });
});
