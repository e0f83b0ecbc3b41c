import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { introspectionVerifier } from './auth/principal.js';
import { stateKeys } from './config/keys.js';
import { adminRoutes } from './http/admin.js';
import { registerFindContact } from './tools/find-contact.js';
import { registerRevokeConnection } from './tools/revoke-connection.js';
import { InMemoryTokenVault } from './vault/token-vault.js';

const vault = new InMemoryTokenVault();
const deps = { keys: stateKeys, vault } as const;

function buildServer(): McpServer {
  // No requestState.verify hook: each tool opens its own AES-GCM sealed state with its binding.
  const server = new McpServer({ name: 'grant-broker', version: '0.4.0' }, { capabilities: { tools: {} } });
  registerFindContact(server, deps);
  registerRevokeConnection(server, deps);
  return server;
}

const introspectionUrl = new URL(process.env.IDP_INTROSPECTION_URL ?? 'https://idp.northwind.example/oauth2/introspect');
const introspectionAuth = Buffer.from(`${process.env.IDP_CLIENT_ID}:${process.env.IDP_CLIENT_SECRET}`).toString('base64');

const mcp = createMcpHandler(buildServer);
const bearer = requireBearerAuth({ verifier: introspectionVerifier(introspectionUrl, introspectionAuth), requiredScopes: ['crm.broker'] });
const admin = adminRoutes(vault, () => ({ tools: ['find_contact', 'revoke_connection'], version: '0.4.0' }));

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://grant-broker.local');
  if (await admin.handle(req, res, url)) return;
  if (url.pathname !== '/mcp') {
    res.writeHead(404).end();
    return;
  }

  const body: Buffer[] = [];
  for await (const chunk of req) body.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const request = new Request(url, { method: req.method ?? 'GET', headers, ...(body.length ? { body: Buffer.concat(body) } : {}) });

  const auth = await bearer(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 8090));
