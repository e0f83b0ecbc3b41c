// HTTP entry point that checks bearer tokens by introspection and serves the billing-ops MCP tools.
// @ts-nocheck
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { env } from './env.js';
import { registerRefund } from './tools/refund.js';
import { registerDraftInvoice } from './tools/draftInvoice.js';

const ISSUER = process.env.BILLING_IDP ?? 'https://id.example.com';

const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(`${ISSUER}/oauth2/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const t = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
    if (!t.active) throw new Error('token is not active');
    return { token, clientId: t.client_id, scopes: t.scope.split(' '), expiresAt: t.exp, extra: { userId: t.sub } };
  },
};

// Both tools read the raw requestState and check it themselves (refund uses a
// server-side handle, draft_invoice a signed codec), so no global verify hook.
const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'billing-ops', version: '0.6.0' }, { capabilities: { tools: {} } });
  registerRefund(server);
  registerDraftInvoice(server);
  return server;
});

const auth = requireBearerAuth({ verifier, requiredScopes: ['billing:read'] });

async function toRequest(req: IncomingMessage): Promise<Request> {
  const body: Buffer[] = [];
  for await (const chunk of req) body.push(chunk as Buffer);
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers: req.headers as HeadersInit,
    body: body.length ? Buffer.concat(body) : undefined,
  });
}

async function reply(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

createServer(async (req, res) => {
  const request = await toRequest(req);
  const authInfo = await auth(request);
  if (authInfo instanceof Response) return reply(res, authInfo);
  return reply(res, await mcp.fetch(request, { authInfo }));
}).listen(env.port);
