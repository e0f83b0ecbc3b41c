// HTTP entry point that registers the runbook tools and serves the MCP server behind bearer auth.
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import * as tools from './tools/index.js';

const OPERATORS_URL = process.env.OPERATORS_URL;
if (!OPERATORS_URL) throw new Error('OPERATORS_URL must point at the token introspection endpoint');

async function verifyAccessToken(token) {
  const res = await fetch(OPERATORS_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!res.ok) throw new Error('token rejected');
  const { sub, clientId, scopes, exp } = await res.json();
  return { token, clientId, scopes, expiresAt: exp, extra: { userId: sub } };
}

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'infra-runbooks', version: '0.9.1' }, { capabilities: { tools: {} } });
  for (const tool of Object.values(tools)) server.registerTool(tool.name, tool.config, tool.handler);
  return server;
});

const bearer = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['runbooks:operate'] });

createServer(
  toNodeHandler(async (request) => {
    const authInfo = await bearer(request);
    return authInfo instanceof Response ? authInfo : mcp.fetch(request, { authInfo });
  }),
).listen(Number(process.env.PORT ?? 7331), '127.0.0.1');
