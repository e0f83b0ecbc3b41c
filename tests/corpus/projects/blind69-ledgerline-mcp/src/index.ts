// HTTP entry point: serves MCP at /mcp and the billing webhook receiver at /webhooks/ledger.
// @ts-nocheck
import http from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from './auth.js';
import { config } from './config.js';
import { pool } from './db.js';
import { buildServer } from './server.js';
import { handleBillingWebhook } from './webhooks.js';

const mcp = createMcpHandler(buildServer);
const MAX_BODY = 1_000_000;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function toFetchRequest(req: http.IncomingMessage, body: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url ?? '/', config.publicUrl), {
    method: req.method,
    headers,
    body: hasBody ? body : undefined,
  });
}

async function pipeResponse(res: http.ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

const server = http.createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', config.publicUrl).pathname;
  try {
    if (path === '/healthz') {
      await pool.query('SELECT 1');
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (path === '/webhooks/ledger' && req.method === 'POST') {
      const raw = await readBody(req);
      const out = await handleBillingWebhook(raw, req.headers['ledger-signature'] as string | undefined);
      res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.body));
      return;
    }
    if (path === '/mcp') {
      const request = toFetchRequest(req, await readBody(req));
      const auth = await authenticate(request);
      if (auth instanceof Response) return pipeResponse(res, auth);
      return pipeResponse(res, await mcp.fetch(request, { authInfo: auth }));
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  } catch (err) {
    console.error('request failed', path, err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('internal error');
  }
});

server.listen(config.port, () => {
  console.log(`ledgerline-mcp listening on :${config.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => pool.end().finally(() => process.exit(0)));
  });
}
