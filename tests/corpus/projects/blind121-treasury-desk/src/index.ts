// HTTP entry point that builds the treasury MCP server and serves it behind bearer auth.
// @ts-nocheck
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { registerLookup } from './tools/lookupCounterparty.js';
import { registerTransfer } from './tools/transferFunds.js';

const verifier = {
  async verifyAccessToken(token: string) {
    const res = await fetch(process.env.TOKEN_INFO_URL ?? 'https://sso.example.com/tokeninfo', {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error('token rejected');
    const info = (await res.json()) as { sub: string; azp: string; scope: string; exp: number };
    return { token, clientId: info.azp, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
  },
};
const authorize = requireBearerAuth({ verifier, requiredScopes: ['treasury'] });

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'treasury-desk', version: '0.2.0' }, { capabilities: { tools: {} } });
  registerLookup(server);
  registerTransfer(server);
  return server;
});

createServer(async (req, res) => {
  const body: Buffer[] = [];
  for await (const chunk of req) body.push(chunk as Buffer);
  const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host}`), {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
    body: body.length > 0 ? Buffer.concat(body) : undefined,
  });
  const auth = await authorize(request);
  const response = auth instanceof Response ? auth : await handler.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 8443));
