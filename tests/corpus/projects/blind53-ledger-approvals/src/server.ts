import { createServer } from 'node:http';
import { type AuthInfo, McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { env } from './config/env.js';
import { registerPostJournal } from './tools/post-journal.js';
import { registerVoidInvoice } from './tools/void-invoice.js';

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  roles?: string[];
}

/** Asks the ledger's OAuth server whether the bearer token is live (RFC 7662). */
async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const res = await fetch(new URL('/oauth/introspect', env.LEDGER_API_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const info = (await res.json()) as IntrospectionResponse;
  if (!info.active || !info.sub || !info.exp) throw new Error('inactive token');
  return {
    token,
    clientId: info.client_id ?? 'unknown',
    scopes: info.scope?.split(' ') ?? [],
    expiresAt: info.exp,
    extra: { userId: info.sub, roles: info.roles ?? [] },
  };
}

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'ledger-approvals', version: '0.7.2' },
    { capabilities: { tools: {} } },
  );
  registerVoidInvoice(server);
  registerPostJournal(server);
  return server;
}

const mcp = createMcpHandler(buildServer);
const bearer = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['ledger:write'] });

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  if (url.pathname !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(url, {
    method: req.method ?? 'POST',
    headers: req.headers as Record<string, string>,
    ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
  });

  const auth = await bearer(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(env.PORT, () => {
  console.log(`ledger-approvals listening on :${env.PORT}/mcp`);
});
