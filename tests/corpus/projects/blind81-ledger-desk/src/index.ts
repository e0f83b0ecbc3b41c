// HTTP entry point: authenticates bearer tokens and serves a fresh MCP server per request.
// @ts-nocheck
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { verifier } from './auth.js';
import { registerAll } from './registry.js';
import { listInvoices } from './tools/listInvoices.js';
import { voidInvoice } from './tools/voidInvoice.js';
import { issueCredit } from './tools/issueCredit.js';

const tools = [listInvoices, voidInvoice, issueCredit];

const buildServer = () =>
  registerAll(new McpServer({ name: 'ledger-desk', version: '0.4.2' }, { capabilities: { tools: {} } }), tools);

const mcp = createMcpHandler(buildServer);
const authenticate = requireBearerAuth({ verifier, requiredScopes: ['ledger:read'] });

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
  });

const headerPairs = (headers) =>
  Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v]) : [[name, value]]));

const toRequest = (req) => (body) =>
  new Request(new URL(req.url, `http://${req.headers.host}`), {
    method: req.method,
    headers: headerPairs(req.headers),
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });

const dispatch = async (request) => {
  const auth = await authenticate(request);
  return auth instanceof Response ? auth : mcp.fetch(request, { authInfo: auth });
};

const sendTo = (res) => async (response) => {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
};

createServer((req, res) =>
  readBody(req)
    .then(toRequest(req))
    .then(dispatch)
    .then(sendTo(res))
    .catch((err) => {
      console.error('[ledger-desk] request failed:', err);
      res.writeHead(500).end();
    }),
).listen(config.port, () => console.log(`ledger-desk listening on :${config.port}`));
