// Entry point: unwraps keys, builds the sealer, and serves MCP plus the carrier webhook with Fastify.
// @ts-nocheck
import Fastify from 'fastify';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { verifier } from './auth.js';
import { verifyWebhook } from './carriers/client.js';
import { updateShipmentStatus } from './db.js';
import { loadKeyring } from './keys/kms-keyring.js';
import { createSealer } from './state/sealed-state.js';
import { registerStockTools } from './tools/stock.js';
import { registerWriteOffTool } from './tools/writeoff.js';
import { registerShippingTool } from './tools/shipping.js';

const keyring = await loadKeyring();
const sealer = createSealer(keyring);

function buildServer() {
  const server = new McpServer({ name: 'warehouse-ops', version: '3.0.4' }, { capabilities: { tools: {} } });
  registerStockTools(server, sealer);
  registerWriteOffTool(server, sealer, keyring);
  registerShippingTool(server, sealer);
  return server;
}

const mcp = createMcpHandler(buildServer);
const bearer = requireBearerAuth({ verifier, requiredScopes: ['wms.operate'] });

const app = Fastify({ logger: true, bodyLimit: 1_048_576 });
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

function toRequest(req): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, String(v));
  }
  const withBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: withBody ? req.body : undefined });
}

async function reply(res, response: Response) {
  res.code(response.status);
  response.headers.forEach((value, name) => res.header(name, value));
  return res.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

app.all('/mcp', async (req, res) => {
  const request = toRequest(req);
  const auth = await bearer(request);
  if (auth instanceof Response) return reply(res, auth);
  return reply(res, await mcp.fetch(request, { authInfo: auth }));
});

app.post('/webhooks/carrier', async (req, res) => {
  if (!verifyWebhook(req.body, req.headers['carrier-signature'])) return res.code(401).send({ error: 'bad signature' });
  const event = JSON.parse(req.body.toString('utf8'));
  if (event.type === 'shipment.status') {
    await updateShipmentStatus(event.data.shipment_id, event.data.status, event.data.occurred_at);
  }
  return res.code(204).send();
});

app.get('/healthz', async () => ({ ok: true, activeKid: keyring.activeKid, kids: keyring.kids.length }));

await app.listen({ port: config.port, host: '0.0.0.0' });
