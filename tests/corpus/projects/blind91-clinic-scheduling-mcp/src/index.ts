// HTTP entry point: stateless Streamable HTTP MCP endpoint plus the signed EHR event webhook.
// @ts-nocheck
import { createServer } from 'node:http';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createClient } from 'redis';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { authInfoFrom } from './auth.js';
import * as db from './db.js';
import * as ehr from './ehr/client.js';
import { createHoldStore } from './ehr/sessions.js';
import { createKeyring, createSealer } from './state/sealed.js';
import { registerFindSlots } from './tools/findSlots.js';
import { registerBookAppointment } from './tools/bookAppointment.js';
import { registerCancelAppointment } from './tools/cancelAppointment.js';

const redis = createClient({ url: config.redisUrl });
await redis.connect();

const deps = {
  db,
  ehr,
  holds: createHoldStore(redis, config.holdTtlSeconds),
  sealer: createSealer(createKeyring(config.stateKeys)),
  clock: () => new Date(),
  apiVersion: config.apiVersion,
};

function buildServer() {
  const server = new McpServer({ name: 'clinic-scheduling', version: '1.8.1' }, { capabilities: { tools: {} } });
  registerFindSlots(server, deps);
  registerBookAppointment(server, deps);
  registerCancelAppointment(server, deps);
  return server;
}

async function readBody(req): Promise<Buffer> {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function sameSignature(provided: string, computed: string): boolean {
  const a = createHash('sha256').update(provided).digest();
  const b = createHash('sha256').update(computed).digest();
  return timingSafeEqual(a, b);
}

async function ehrWebhook(req, res) {
  const body = await readBody(req);
  const computed = `sha256=${createHmac('sha256', config.ehrWebhookSecret).update(body).digest('hex')}`;
  if (!sameSignature(String(req.headers['x-ehr-signature'] ?? ''), computed)) {
    res.writeHead(401).end();
    return;
  }
  const event = JSON.parse(body.toString('utf8'));
  await db.recordEhrEvent(event.id, event.type, event.resource?.id ?? '');
  res.writeHead(202).end();
}

createServer(async (req, res) => {
  try {
    if (req.method === 'POST' && req.url === '/webhooks/ehr') return await ehrWebhook(req, res);
    if (req.url !== '/mcp') return res.writeHead(404).end();
    if (req.method !== 'POST') return res.writeHead(405, { allow: 'POST' }).end();

    const auth = authInfoFrom(req.headers.authorization);
    if (!auth) return res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    req.auth = auth;

    const body = JSON.parse((await readBody(req)).toString('utf8'));
    const server = buildServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  } catch (err) {
    console.error('[clinic-scheduling]', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(config.port, () => console.log(`clinic-scheduling MCP on :${config.port}`));
