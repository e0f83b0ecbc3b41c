// Entry point serving the ledger-sync MCP server behind bearer authentication.
import { createServer } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { registerImportStatement } from './tools/importStatement.js';
import { registerVoidTransaction } from './tools/voidTransaction.js';

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'ledger-sync', version: '3.0.1' }, { capabilities: { tools: {} } });
  registerImportStatement(server);
  registerVoidTransaction(server);
  return server;
});

const auth = requireBearerAuth({
  requiredScopes: ['ledger'],
  verifier: {
    async verifyAccessToken(token) {
      const r = await fetch(`${process.env.OIDC_ISSUER}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
      if (!r.ok) throw new Error('token rejected');
      const u = await r.json();
      return { token, clientId: u.aud, scopes: ['ledger'], expiresAt: u.exp, extra: { userId: u.sub } };
    },
  },
});

createServer(async (req, res) => {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const request = new Request(new URL(req.url, `http://${req.headers.host}`), {
    method: req.method,
    headers: req.headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 3100));
