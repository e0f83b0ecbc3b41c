import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { buildServer } from './server.js';
import { loadConfig } from './config.js';

const { port, introspectionUrl } = loadConfig();

const auth = requireBearerAuth({
  requiredScopes: ['deploy'],
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(introspectionUrl, { method: 'POST', body: new URLSearchParams({ token }) });
      const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
      if (!info.active) throw new Error('inactive token');
      return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
});
const mcp = createMcpHandler(buildServer);

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
  });
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(port);
