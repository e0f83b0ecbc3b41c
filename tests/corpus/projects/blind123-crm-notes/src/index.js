// HTTP entry point that registers the CRM note tools and serves the MCP server behind bearer auth.
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { registerAddNote, registerDeleteContact } from './tools/index.js';
import { verifyAccessToken } from './verifier.js';

const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['crm'] });

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'crm-notes', version: '0.9.0' }, { capabilities: { tools: {} } });
  registerAddNote(server);
  registerDeleteContact(server);
  return server;
});

const port = Number(process.env.PORT ?? 0);
const httpServer = createServer(async (req, res) => {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const request = new Request(`http://127.0.0.1${req.url}`, {
    method: req.method,
    headers: req.headers,
    body: ['GET', 'HEAD'].includes(req.method) ? undefined : Buffer.concat(chunks),
  });
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});

httpServer.listen(port, () => console.error(`crm-notes MCP on :${httpServer.address().port}`));
