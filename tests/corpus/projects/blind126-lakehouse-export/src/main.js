#!/usr/bin/env node
// HTTP entry point serving the export_query MCP tool behind the auth gateway.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createServer } from 'node:http';
import { ExportQuery, definition, TOOL } from './exportQuery.js';

const exporter = new ExportQuery();

function callerFrom(extra) {
  const info = extra.authInfo;
  const userId = info?.extra?.userId;
  const tenant = info?.extra?.tenant;
  if (!userId || !tenant) throw new Error('unauthenticated');
  return { userId, tenant };
}

function buildServer() {
  const server = new Server({ name: 'lakehouse-export', version: '0.9.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [definition] }));
  server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
    if (req.params.name !== TOOL) {
      return { content: [{ type: 'text', text: `No tool named ${req.params.name}` }], isError: true };
    }
    try {
      return await exporter.handle(req.params.arguments ?? {}, req.params, callerFrom(extra));
    } catch (err) {
      return { content: [{ type: 'text', text: String(err.message ?? err) }], isError: true };
    }
  });
  return server;
}

// Auth is terminated at the gateway, which forwards verified claims.
createServer(async (req, res) => {
  const claims = req.headers['x-gateway-claims'];
  if (claims) {
    const { sub, tenant, exp } = JSON.parse(Buffer.from(String(claims), 'base64').toString('utf8'));
    req.auth = { token: '', clientId: 'gateway', scopes: [], expiresAt: exp, extra: { userId: sub, tenant } };
  }
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  const server = buildServer();
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res);
}).listen(Number(process.env.PORT ?? 8787));
