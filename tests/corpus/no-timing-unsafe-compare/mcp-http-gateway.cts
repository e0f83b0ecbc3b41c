// Models a CommonJS TypeScript Express gateway for an MCP server (sdk 1.x Streamable HTTP) that checks a static bearer token against process.env.MCP_AUTH_TOKEN with ===.
// @ts-nocheck
import type { NextFunction, Request, Response } from 'express';

const express = require('express') as typeof import('express');
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { z } = require('zod');

const ALLOWED_TOOLS = new Set(['search_issues', 'get_issue']);

function staticBearer(req: Request, res: Response, next: NextFunction) {
  const header = req.get('authorization') ?? '';
  const [scheme, credentials] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !credentials) {
    res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'missing bearer token' });
    return;
  }
  const valid = req.get('authorization') === `Bearer ${process.env.MCP_AUTH_TOKEN}`; // expect: no-timing-unsafe-compare
  if (!valid) {
    res.status(401).json({ error: 'invalid token' });
    return;
  }
  next();
}

function buildServer() {
  const server = new McpServer({ name: 'issues', version: '1.0.3' });
  server.registerTool(
    'search_issues',
    { description: 'Search issues', inputSchema: { query: z.string(), state: z.enum(['open', 'closed']).optional() } },
    async ({ query, state }: { query: string; state?: 'open' | 'closed' }) => {
      const text = state === undefined ? `Searching all issues for ${query}` : `Searching ${state} issues for ${query}`;
      return { content: [{ type: 'text', text }] };
    },
  );
  return server;
}

const app = express();
app.use(express.json());
app.use('/mcp', staticBearer);

app.post('/mcp', async (req: Request, res: Response) => {
  const body = req.body as { method?: string; params?: { name?: string } };
  if (body.method === 'tools/call' && !ALLOWED_TOOLS.has(body.params?.name ?? '')) {
    res.status(403).json({ error: `tool ${body.params?.name} is not exposed` });
    return;
  }
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

module.exports = app;
