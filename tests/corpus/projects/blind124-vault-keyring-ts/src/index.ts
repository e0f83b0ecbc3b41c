// Starts the vault-keyring MCP HTTP server with bearer auth and secret tools.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadKeyring } from './keyring.js';
import { StateSealer } from './seal.js';
import { VaultClient } from './vault.js';
import { registerReadSecret } from './tools/readSecret.js';
import { registerRotateSecret } from './tools/rotateSecret.js';
import { verifyAccessToken } from './auth.js';

const keyring = await loadKeyring();
const sealer = new StateSealer(keyring);
const vault = VaultClient.fromEnv();

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'vault-keyring', version: '0.4.2' }, { capabilities: { tools: {} } });
  registerReadSecret(server, sealer, vault);
  registerRotateSecret(server, sealer, vault);
  return server;
});

const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['vault:use'] });

createServer(async (req, res) => {
  const url = `http://${req.headers.host ?? 'localhost'}${req.url}`;
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 8080));
