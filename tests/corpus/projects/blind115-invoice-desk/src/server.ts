// Introspects OIDC tokens and serves the invoice-desk MCP server with its invoice tools.
// @ts-nocheck
import { createServer, type IncomingMessage } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import * as sendReminder from './tools/sendReminder.js';
import * as voidInvoice from './tools/voidInvoice.js';

const tools = Object.freeze([sendReminder, voidInvoice]);

const ISSUER = process.env.OIDC_ISSUER ?? 'https://login.example.com';

type Introspection = { active: boolean; sub?: string; client_id?: string; scope?: string; exp?: number };

const introspect = async (token: string) => {
  const res = await fetch(`${ISSUER}/oauth2/introspect`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const body = (await res.json()) as Introspection;
  if (!body.active || !body.sub || !body.exp) throw new Error('inactive token');
  return {
    token,
    clientId: body.client_id ?? 'unknown',
    scopes: (body.scope ?? '').split(' ').filter(Boolean),
    expiresAt: body.exp,
    extra: { userId: body.sub },
  };
};

const buildServer = () =>
  tools.reduce(
    (server, t) => {
      server.registerTool(t.name, t.config, t.handler as never);
      return server;
    },
    new McpServer({ name: 'invoice-desk', version: '0.3.1' }, { capabilities: { tools: {} } }),
  );

const mcp = createMcpHandler(buildServer);
const auth = requireBearerAuth({ verifier: { verifyAccessToken: introspect }, requiredScopes: ['invoices'] });

const toRequest = async (req: IncomingMessage): Promise<Request> => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers = new Headers();
  Object.entries(req.headers).forEach(([k, v]) => v !== undefined && headers.set(k, String(v)));
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
};

createServer(async (req, res) => {
  const request = await toRequest(req);
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 3030));
