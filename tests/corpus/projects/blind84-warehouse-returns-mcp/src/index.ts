// Entry point: node:http server exposing the returns MCP endpoint (bearer auth) and the carrier webhook.
// @ts-nocheck
import { createServer } from 'node:http';
import { createClient } from 'redis';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { returnsAuth } from './auth.js';
import { CarrierApi, CarrierWebhook } from './carrier.js';
import { ReturnsConfig } from './config.js';
import { openDatabase } from './db.js';
import { RefundsClient } from './services/refunds.js';
import { buildStateCodec } from './state/codec.js';
import { LabelDraftStore } from './state/drafts.js';
import { IssueRefundTool, ListReturnsTool, OpenReturnTool } from './tools/returns.js';

const config = new ReturnsConfig();
const db = openDatabase(config.databaseUrl);
const redis = createClient({ url: config.redisUrl });
await redis.connect();

const stateCodec = buildStateCodec(config.stateKey);
const services = {
  config,
  db,
  stateCodec,
  labelDrafts: new LabelDraftStore(redis),
  carrier: new CarrierApi(config.carrierApiUrl, config.carrierApiKey, db),
  refunds: new RefundsClient(config.refundsUrl, config.refundsClient),
  audit: (entry) => console.log(JSON.stringify({ audit: entry, at: new Date().toISOString() })),
};

const tools = [new OpenReturnTool(services), new ListReturnsTool(services), new IssueRefundTool(services)];
const guard = returnsAuth(config.issuer, config.audience);
const webhook = new CarrierWebhook(config.carrierWebhookSecret, db.returns);

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'warehouse-returns', version: '3.0.1' },
    { capabilities: { tools: {} }, requestState: { verify: stateCodec.verify } },
  );
  for (const tool of tools) tool.register(server);
  return server;
});

async function readBody(req): Promise<Buffer> {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 1_000_000) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function toFetchRequest(req, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
  return new Request(url, { method: req.method, headers, body: body.length > 0 ? body : undefined });
}

async function sendFetchResponse(res, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

const httpServer = createServer(async (req, res) => {
  try {
    const path = new URL(req.url, 'http://localhost').pathname;
    if (req.method === 'GET' && path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    if (req.method === 'POST' && path === '/webhooks/carrier') {
      res.writeHead(await webhook.handle(await readBody(req), req.headers)).end();
      return;
    }
    if (path === '/mcp') {
      const request = toFetchRequest(req, await readBody(req));
      const auth = await guard(request.clone());
      if (auth instanceof Response) return sendFetchResponse(res, auth);
      return sendFetchResponse(res, await mcp.fetch(request, { authInfo: auth }));
    }
    res.writeHead(404).end();
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(err.status ?? 500).end();
  }
});

httpServer.listen(config.port, () => console.log(`warehouse-returns MCP listening on :${config.port}`));
