'use strict';
const http = require('node:http');
const { createHash } = require('node:crypto');
const { loadKeyring } = require('./lib/keyring');
const { createSealer } = require('./lib/sealer');
const { RpcRouter } = require('./lib/rpc');
const { ticketTools } = require('./tools/tickets');

const sealer = createSealer(loadKeyring());
const tools = ticketTools(sealer);

// Agents authenticate with per-user API keys; only their SHA-256 digests are kept.
const agentsByKeyDigest = new Map(
  JSON.parse(process.env.HELPDESK_AGENT_KEYS || '[]').map(({ digest, user }) => [digest, user]),
);

const router = new RpcRouter()
  .method('initialize', async () => ({
    protocolVersion: '2026-07-28',
    capabilities: { tools: {} },
    serverInfo: { name: 'helpdesk', version: '1.2.0' },
  }))
  .method('tools/list', async () => ({
    tools: tools.map(({ run, ...meta }) => meta),
  }))
  .method('tools/call', async (params, ctx) => {
    const tool = tools.find((t) => t.name === params.name);
    if (!tool) throw Object.assign(new Error(`unknown tool ${params.name}`), { code: -32602, expose: true });
    return { resultType: 'complete', ...(await tool.run(params, ctx)) };
  });

router.on('call', (evt) => process.stdout.write(`${JSON.stringify({ at: new Date().toISOString(), ...evt })}\n`));

function readBody(req, limit = 1 << 20) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (c) => {
      size += c.length;
      if (size > limit) reject(new Error('body too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const server = http.createServer(async (req, res) => {
  if (req.method !== 'POST' || req.url !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  const header = req.headers.authorization || '';
  const apiKey = header.startsWith('Bearer ') ? header.slice(7) : '';
  const user = agentsByKeyDigest.get(createHash('sha256').update(apiKey).digest('hex'));
  if (!apiKey || !user) {
    res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    return;
  }
  let message;
  try {
    message = JSON.parse(await readBody(req));
  } catch {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } }));
    return;
  }
  const reply = await router.handle(message, { user });
  if (!reply) {
    res.writeHead(202).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(reply));
});

server.listen(Number(process.env.PORT) || 7070);
