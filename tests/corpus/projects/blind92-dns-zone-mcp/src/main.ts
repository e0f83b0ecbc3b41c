// Process entry: node:http adapter around the SDK's per-request MCP handler, plus the provider webhook route.
// @ts-nocheck
import { createServer } from 'node:http';
import postgres from 'postgres';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { readEnv } from './env.js';
import { makeVerifier } from './auth.js';
import { makeStateCodec } from './stateCodec.js';
import { makePending } from './pending.js';
import { makeProvider } from './provider.js';
import { makeWebhookVerifier } from './webhook.js';
import { registerTools } from './tools/index.js';

const cfg = readEnv();
const sql = postgres(cfg.databaseUrl, { max: 5 });
const deps = { provider: makeProvider(cfg.provider), pending: makePending(sql), codec: makeStateCodec(cfg.state) };
const auth = requireBearerAuth({ verifier: makeVerifier(cfg.oidc), requiredScopes: ['dns.manage'] });
const webhookOk = makeWebhookVerifier(cfg.webhookSecret);
const mcp = createMcpHandler(() => registerTools(new McpServer({ name: 'dns-zone', version: '0.6.0' }, { capabilities: { tools: {} } }), deps));

const readBody = (req) => new Promise((resolve, reject) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
});
const toRequest = (req, body) => new Request(new URL(req.url, `http://${req.headers.host ?? 'localhost'}`), {
  method: req.method,
  headers: Object.entries(req.headers).flatMap(([k, v]) => [v].flat().filter(Boolean).map((x) => [k, x])),
  body: ['GET', 'HEAD'].includes(req.method) ? undefined : body,
});
const send = async (res, response) => {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  for await (const chunk of response.body ?? []) res.write(chunk);
  res.end();
};

const routes = {
  '/mcp': async (request) => {
    const authInfo = await auth(request);
    return authInfo instanceof Response ? authInfo : mcp.fetch(request, { authInfo });
  },
  '/hooks/pdns': async (request, body) => {
    const headers = { timestamp: request.headers.get('x-pdns-timestamp'), signature: request.headers.get('x-pdns-signature') ?? '' };
    if (request.method !== 'POST' || !webhookOk(headers, body)) return new Response('invalid signature', { status: 401 });
    const { zone, serial, event = 'propagated' } = JSON.parse(body.toString('utf8'));
    await sql`insert into zone_events (zone, serial, event) values (${zone}, ${serial}, ${event})`;
    return new Response(null, { status: 204 });
  },
};

setInterval(() => deps.pending.sweep().catch(console.error), 60_000).unref();

createServer(async (req, res) => {
  try {
    const body = await readBody(req);
    const route = routes[new URL(req.url, 'http://localhost').pathname];
    await send(res, route ? await route(toRequest(req, body), body) : new Response('not found', { status: 404 }));
  } catch (err) {
    console.error(err);
    if (!res.headersSent) res.writeHead(500).end();
  }
}).listen(cfg.port, () => console.log(`dns-zone MCP listening on :${cfg.port}`));
