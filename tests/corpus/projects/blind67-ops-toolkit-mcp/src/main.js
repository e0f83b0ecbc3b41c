#!/usr/bin/env node
import { createServer } from 'node:http';
import { McpServer, StdioServerTransport, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { settings } from './config.js';
import { introspect } from './kit/identity.js';
import { mount } from './kit/mount.js';
import { roundCodec } from './kit/round-codec.js';
import { restartService } from './tools/restart-service.js';
import { rotateApiKey } from './tools/rotate-api-key.js';
import { tailLogs } from './tools/tail-logs.js';

const TOOLS = [restartService, rotateApiKey, tailLogs];

function buildServer() {
  const server = new McpServer(
    { name: 'ops-toolkit', version: '3.0.1' },
    {
      capabilities: { tools: {} },
      // Every requestState is opened here: a bad MAC, an expired token or another user's token
      // never reaches a handler (the client gets -32602 "Invalid or expired requestState").
      requestState: { verify: roundCodec.verify },
    },
  );
  mount(server, roundCodec, TOOLS);
  return server;
}

if (process.argv.includes('--stdio')) {
  await buildServer().connect(new StdioServerTransport());
} else {
  const mcp = createMcpHandler(buildServer);
  const authenticate = requireBearerAuth({ verifier: { verifyAccessToken: introspect }, requiredScopes: ['ops:tools'] });

  const http = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : v ? [[k, v]] : [])),
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });

    const authInfo = await authenticate(request);
    const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });

    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) return res.end();
    for await (const part of response.body) res.write(part);
    res.end();
  });

  http.listen(settings.port, () => console.error(`ops-toolkit MCP on :${settings.port}/mcp`));
}
