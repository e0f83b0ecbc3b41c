// HTTP entry point: serves the MCP endpoint and the supplier portal webhook from one node:http server.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { makeTokenVerifier } from './auth.js';
import { createDb } from './db.js';
import { ErpClient } from './erp-client.js';
import { configureStateCodecs } from './state-codec.js';
import { registerOnboardVendor } from './tools/onboard-vendor.js';
import { registerUpdateBankDetails } from './tools/update-bank-details.js';
import { registerListVendors } from './tools/list-vendors.js';
import { handlePortalWebhook } from './webhooks.js';

const config = loadConfig();
configureStateCodecs(config.stateKey); // expect: no-weak-state-key

const deps = {
  config,
  db: createDb(config.databaseUrl),
  erp: new ErpClient(config.erp),
};

function buildServer() {
  const server = new McpServer(
    { name: 'vendor-onboarding', version: '0.6.2' },
    { capabilities: { tools: {} } },
  );
  registerOnboardVendor(server, deps);
  registerUpdateBankDetails(server, deps);
  registerListVendors(server, deps);
  return server;
}

const mcp = createMcpHandler(buildServer);
const authenticate = requireBearerAuth({
  verifier: makeTokenVerifier(config.identity),
  requiredScopes: ['vendors:write'],
});

async function readBody(req): Promise<Buffer> {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function toFetchRequest(req, body: Buffer): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, { method: req.method, headers, body: hasBody ? body : undefined });
}

async function writeFetchResponse(res, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

const httpServer = createServer(async (req, res) => {
  try {
    const body = await readBody(req);

    if (req.method === 'POST' && req.url?.startsWith('/webhooks/portal')) {
      const outcome = await handlePortalWebhook(req.headers, body, deps);
      res.writeHead(outcome.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(outcome.body));
      return;
    }

    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }

    const request = toFetchRequest(req, body);
    const auth = await authenticate(request);
    if (auth instanceof Response) {
      await writeFetchResponse(res, auth);
      return;
    }
    await writeFetchResponse(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});

httpServer.listen(config.port, () => {
  console.log(`vendor-onboarding listening on :${config.port}`);
});
