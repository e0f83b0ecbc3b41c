// HTTP entry point that registers the ledger tools and serves the MCP server behind bearer auth.
// @ts-nocheck
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { transferTool, statementTool } from './tools/index.js';
import { verifyAccessToken } from './auth.js';

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'ledger', version: '0.4.2' },
    { capabilities: { tools: {} } },
  );
  for (const tool of [transferTool, statementTool]) {
    server.registerTool(tool.name, tool.config, tool.handler as any);
  }
  return server;
}

const mcp = createMcpHandler(buildServer);
const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['ledger'] });

const http = createServer(async (req, res) => {
  const body = await new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});

http.listen(Number(process.env.PORT ?? 3030), () => {
  console.error('ledger MCP listening');
});
