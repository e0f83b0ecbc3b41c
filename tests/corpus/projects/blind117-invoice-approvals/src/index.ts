// Entry point serving the invoice-approvals MCP server behind bearer authentication.
// @ts-nocheck
import { createServer, type IncomingMessage } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadKeyring, BILLING_API } from './config.js';
import { createEnvelope } from './codec/envelope.js';
import { registerApproveInvoice } from './tools/approveInvoice.js';
import registerVendorLookup from './tools/vendorLookup.js';

const envelope = createEnvelope(loadKeyring());

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'invoice-approvals', version: '1.4.0' }, { capabilities: { tools: {} } });
  registerApproveInvoice(server, envelope);
  registerVendorLookup(server);
  return server;
});

const authenticate = requireBearerAuth({
  requiredScopes: ['invoices:approve'],
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(new URL('/oauth/introspect', BILLING_API), {
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

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
}

createServer(async (req, res) => {
  const request = await toRequest(req);
  const auth = await authenticate(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 3030));
