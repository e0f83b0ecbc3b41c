import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { registerWriteOff } from './tools/writeOff.js';
import { registerPickList } from './tools/pickList.js';
import { SERVICE_NAME, inventoryUrl } from './keys.js';

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: SERVICE_NAME, version: '3.0.1' }, { capabilities: { tools: {} } });
  registerWriteOff(server);
  registerPickList(server);
  return server;
});

const authenticate = requireBearerAuth({
  requiredScopes: ['warehouse:write'],
  verifier: {
    async verifyAccessToken(token) {
      const res = await fetch(`${inventoryUrl}/oauth/introspect`, { method: 'POST', body: new URLSearchParams({ token }) });
      const info = await res.json();
      if (!info.active) throw new Error('inactive token');
      return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
});

async function toRequest(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : v ? [[k, v]] : [])),
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
}

createServer(async (req, res) => {
  const request = await toRequest(req);
  const auth = await authenticate(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 3000));
