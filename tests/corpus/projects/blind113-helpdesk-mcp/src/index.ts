// HTTP entry point that authenticates agents and serves the helpdesk MCP server with its ticket tools.
// @ts-nocheck
import { createServer, type ServerResponse } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { escalationCodec } from './state.js';
import { introspect } from './identity.js';
import { registerSearch } from './tools/search.js';
import { registerEscalate } from './tools/escalate.js';

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'helpdesk', version: '0.3.1' },
    {
      capabilities: { tools: {} },
      requestState: { verify: escalationCodec.verify },
    },
  );
  registerSearch(server);
  registerEscalate(server);
  return server;
}

const mcp = createMcpHandler(buildServer);
const auth = requireBearerAuth({ verifier: { verifyAccessToken: introspect }, requiredScopes: ['helpdesk:agent'] });

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  if (url.pathname !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });

  const authInfo = await auth(request);
  if (authInfo instanceof Response) return send(res, authInfo);
  await send(res, await mcp.fetch(request, { authInfo }));
}).listen(config.port, () => {
  console.error(`helpdesk-mcp listening on :${config.port}`);
});
