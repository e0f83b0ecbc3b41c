// node:http entry point: DSAR webhook, OIDC-protected /mcp endpoint with a fresh stateless server per request.
import http from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { loadConfig } from './config.js';
import { deriveKeys } from './keys.js';
import { oidcAuthenticator } from './auth.js';
import { createDb } from './db.js';
import { draftStore } from './state/handles.js';
import { eraseStateTokens } from './state/jws.js';
import { warehouseClient } from './services/warehouse.js';
import { dsarWebhook } from './webhooks/dsar.js';
import { registerExportData } from './tools/exportData.js';
import { registerEraseData } from './tools/eraseData.js';

const config = loadConfig();
const keys = deriveKeys(config.masterKey);
const db = createDb(config.databaseUrl);
const deps = {
  db,
  drafts: draftStore(db.pool, keys.draftLookup),
  tokens: eraseStateTokens(keys.eraseState),
  warehouse: warehouseClient(config.warehouse),
  sftpTargets: config.sftpTargets,
};
const authenticate = oidcAuthenticator(config.oidc);
const onDsar = dsarWebhook({ secret: config.dsarWebhookSecret, db });

function buildServer() {
  const server = new McpServer({ name: 'privacy-requests', version: '1.4.0' }, { capabilities: { tools: {} } });
  registerExportData(server, deps);
  registerEraseData(server, deps);
  return server;
}

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
}

const httpServer = http.createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  try {
    if (pathname === '/webhooks/dsar' && req.method === 'POST') return await onDsar(req, res);
    if (pathname === '/healthz') return void res.writeHead(200).end('ok');
    if (pathname !== '/mcp') return void res.writeHead(404).end();

    const authInfo = await authenticate(req.headers.authorization);
    if (!authInfo) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    req.auth = authInfo;

    const body = req.method === 'POST' ? await readJson(req) : undefined;
    const server = buildServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500).end();
  }
});

httpServer.listen(config.port, () => console.log(`privacy-requests listening on :${config.port}`));
