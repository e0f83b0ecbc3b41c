// HTTP entry point: authenticates each request and passes MCP traffic to the SDK's fetch handler.
// @ts-nocheck
import http from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import { config } from './config.js';
import { pool } from './db.js';

const mcp = createMcpHandler(buildServer);

async function toFetchRequest(req: http.IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url ?? '/', config.publicUrl), { method: req.method, headers, body });
}

async function writeResponse(res: http.ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

const httpServer = http.createServer(async (req, res) => {
  try {
    if (req.url === '/healthz') {
      await pool.query('SELECT 1');
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    const request = await toFetchRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) {
      await writeResponse(res, auth);
      return;
    }
    await writeResponse(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'internal_error' }));
  }
});

httpServer.listen(config.port, () => {
  console.log(`crm-sync MCP server listening on :${config.port}`);
});

process.on('SIGTERM', () => {
  httpServer.close(() => pool.end().finally(() => process.exit(0)));
});
