'use strict';

const http = require('node:http');
const crypto = require('node:crypto');
const path = require('node:path');
const { describeKeys, keys } = require('./lib/keys');
const { StateError } = require('./lib/state');
const move = require('./tools/move');
const preview = require('./tools/preview');

const TOOLS = new Map([move, preview].map((t) => [t.definition.name, t]));
const ROOTS = (process.env.FSG_ROOTS || '/srv/shared').split(':').map((r) => path.resolve(r));

// FSG_TOKENS: JSON object of sha256(token) hex -> user name
const TOKEN_DIGESTS = new Map(Object.entries(JSON.parse(process.env.FSG_TOKENS || '{}')));

function userFor(req) {
  const m = /^Bearer (.+)$/.exec(req.headers.authorization || '');
  if (!m) return null;
  const digest = crypto.createHash('sha256').update(m[1]).digest('hex');
  return TOKEN_DIGESTS.get(digest) || null;
}

function resolveManaged(p) {
  if (typeof p !== 'string') return null;
  const full = path.resolve(p);
  return ROOTS.some((root) => full === root || full.startsWith(root + path.sep)) ? full : null;
}

function makeContext(user) {
  return {
    user,
    resolveManaged,
    text: (t) => ({ resultType: 'complete', content: [{ type: 'text', text: t }] }),
    error: (t) => ({ resultType: 'complete', isError: true, content: [{ type: 'text', text: t }] }),
    audit(event, fields) {
      const line = JSON.stringify({ at: new Date().toISOString(), event, ...fields });
      const mac = crypto.createHmac('sha256', keys().auditMac).update(line).digest('hex'); // expect: no-weak-state-key
      process.stdout.write(`${line} ${mac}\n`);
    },
  };
}

async function handle(msg, user) {
  switch (msg.method) {
    case 'initialize':
      return { protocolVersion: '2026-07-28', capabilities: { tools: {} }, serverInfo: { name: 'fs-guardian', version: '2.1.0' } };
    case 'tools/list':
      return { tools: [...TOOLS.values()].map((t) => t.definition) };
    case 'tools/call': {
      const tool = TOOLS.get(msg.params && msg.params.name);
      if (!tool) throw Object.assign(new Error('Unknown tool'), { code: -32602 });
      return tool.run(msg.params, makeContext(user));
    }
    default:
      throw Object.assign(new Error(`Method not found: ${msg.method}`), { code: -32601 });
  }
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/mcp') return send(res, 404, { error: 'not found' });
  const user = userFor(req);
  if (!user) return send(res, 401, { error: 'unauthorized' });

  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    let msg;
    try {
      msg = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return send(res, 200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    }
    if (msg.id === undefined) return send(res, 202, {});
    try {
      send(res, 200, { jsonrpc: '2.0', id: msg.id, result: await handle(msg, user) });
    } catch (err) {
      const code = err instanceof StateError || typeof err.code === 'number' ? err.code : -32603;
      send(res, 200, { jsonrpc: '2.0', id: msg.id, error: { code, message: code === -32603 ? 'Internal error' : err.message } });
    }
  });
});

server.listen(Number(process.env.PORT || 7070), () => {
  console.log('fs-guardian up', describeKeys());
});
