// Starts the ledger-tools HTTP server with token introspection and the MCP handler.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { buildServer } from './server.js';

const handler = createMcpHandler(buildServer);

const authenticate = requireBearerAuth({
  requiredScopes: ['ledger:tools'],
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(config.introspectUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
      if (!info.active) throw new Error('inactive token');
      return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
});

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
  const auth = await authenticate(request);
  const response = auth instanceof Response ? auth : await handler.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(config.port, () => console.error(`ledger-tools listening on ${config.port}`));
