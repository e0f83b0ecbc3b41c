// HTTP entry point that registers the docs tools and serves the MCP server behind bearer auth.
// @ts-nocheck
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import tools from './tools/index.js';
import { verifyAccessToken } from './auth.js';

const serverFactory = () => {
  const server = new McpServer({ name: 'docs-workspace', version: '2.1.0' }, { capabilities: { tools: {} } });
  for (const t of tools) server.registerTool(t.name, t.config, t.handler as never);
  return server;
};

const handler = createMcpHandler(serverFactory);
const bearer = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['docs:write'] });

const node = toNodeHandler(async (request: Request) => {
  const authInfo = await bearer(request);
  if (authInfo instanceof Response) return authInfo;
  return handler.fetch(request, { authInfo });
});

createServer(node).listen(Number(process.env.PORT ?? 8787));
