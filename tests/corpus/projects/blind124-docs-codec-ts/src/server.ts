// Boots the docs MCP server over node:http with bearer auth and three tools.
// @ts-nocheck
import { createServer, type IncomingMessage } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadCodecKeys } from './state/secretSource.js';
import { buildCodecs } from './state/codecs.js';
import { registerPublish } from './tools/publish.js';
import { registerShare } from './tools/share.js';
import { registerSearch } from './tools/search.js';
import { verifyAccessToken } from './verifier.js';

const codecs = buildCodecs(await loadCodecKeys()); // expect: no-weak-state-key

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'docs', version: '0.7.1' }, { capabilities: { tools: {} } });
  registerPublish(server, codecs);
  registerShare(server, codecs);
  registerSearch(server);
  return server;
});

const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['docs'] });

async function toRequest(req: IncomingMessage): Promise<Request> {
  const body: Buffer[] = [];
  for await (const chunk of req) body.push(chunk as Buffer);
  return new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers: new Headers(req.headers as Record<string, string>),
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(body),
  });
}

createServer(async (req, res) => {
  const request = await toRequest(req);
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 8080));
