// Entry point: installs the key set, then serves MCP, the payments webhook and signed CSV exports over node:http.
'use strict';
const http = require('node:http');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const config = require('./config');
const db = require('./db');
const keyset = require('./keys/keyset');
const { loadKeyMaterial } = require('./keys/vault');
const { authenticate } = require('./auth');
const { buildServer } = require('./server');
const { verifyExportLink } = require('./tools/tickets');
const payments = require('./services/payments');

function readBody(req, limit = 1_048_576) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function csv(rows) {
  if (rows.length === 0) return '';
  const cols = Object.keys(rows[0]);
  const cell = (v) => `"${String(v == null ? '' : v).replace(/"/g, '""')}"`;
  return [cols.join(','), ...rows.map((r) => cols.map((c) => cell(r[c])).join(','))].join('\n');
}

async function handleMcp(req, res) {
  const auth = await authenticate(req);
  if (!auth) {
    res.writeHead(401, { 'www-authenticate': 'Bearer realm="helpdesk"' }).end();
    return;
  }
  req.auth = auth;
  const body = JSON.parse((await readBody(req)).toString('utf8') || 'null');
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body);
}

async function handlePaymentsWebhook(req, res) {
  const raw = await readBody(req);
  if (!payments.verifyWebhook(raw, req.headers['x-payments-signature'])) {
    res.writeHead(401).end();
    return;
  }
  const event = JSON.parse(raw.toString('utf8'));
  if (event.type === 'refund.updated' && event.data.metadata && event.data.metadata.ticket_id) {
    await db.noteRefund(event.data.metadata.ticket_id, event.data.id, event.data.status);
  }
  res.writeHead(204).end();
}

async function handleExport(req, res, url) {
  const exportId = decodeURIComponent(url.pathname.slice('/exports/'.length));
  if (!verifyExportLink(exportId, url.searchParams)) {
    res.writeHead(403).end();
    return;
  }
  const record = await db.exportById(exportId);
  if (!record) {
    res.writeHead(404).end();
    return;
  }
  const rows = await db.exportRows(record.team, record.ticket_ids);
  res.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="tickets-${exportId}.csv"` });
  res.end(csv(rows));
}

async function main() {
  keyset.install(await loadKeyMaterial());
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    try {
      if (url.pathname === '/mcp' && req.method === 'POST') return await handleMcp(req, res);
      if (url.pathname === '/webhooks/payments' && req.method === 'POST') return await handlePaymentsWebhook(req, res);
      if (url.pathname.startsWith('/exports/') && req.method === 'GET') return await handleExport(req, res, url);
      if (url.pathname === '/healthz') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(keyset.summary()));
      res.writeHead(404).end();
    } catch (err) {
      console.error('request failed', err);
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
  server.listen(config.port, () => console.log(`helpdesk-escalation-mcp listening on :${config.port}`));
}

main().catch((err) => {
  console.error('startup failed', err);
  process.exit(1);
});
