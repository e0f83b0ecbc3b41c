// node:http entry point: authenticated MCP endpoint (stateless, SDK 1.x) and the signed LIMS callback.
// @ts-nocheck
import http from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { authenticate } from './auth.js';
import { buildServer } from './tools/index.js';
import { verifyLimsCallback } from './callbacks.js';
import { markResultsReady } from './db.js';
import { fold } from './either.js';

function readBody(req: http.IncomingMessage, limit = 256 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(Object.assign(new Error('payload too large'), { statusCode: 413 }));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function serveMcp(req, res, body: Buffer) {
  const outcome = await authenticate(req.headers.authorization);
  switch (outcome.status) {
    case 'ok':
      break;
    case 'forbidden':
      res.writeHead(403, { 'content-type': 'application/json' }).end('{"error":"insufficient_scope"}');
      return;
    default:
      res.writeHead(401, { 'www-authenticate': `Bearer error="${outcome.status === 'missing' ? 'invalid_request' : 'invalid_token'}"` }).end();
      return;
  }
  req.auth = outcome.authInfo;

  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close().catch(() => {});
    server.close().catch(() => {});
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body.length ? JSON.parse(body.toString('utf8')) : undefined);
}

async function serveCallback(req, res, body: Buffer) {
  const verdict = verifyLimsCallback(body, req.headers['x-lims-signature'], req.headers['x-lims-timestamp']);
  await fold(
    verdict,
    async (reason) => {
      console.warn(`[lims-callback] rejected: ${reason}`);
      res.writeHead(401).end();
    },
    async (event) => {
      if (event.type === 'results.ready') await markResultsReady(event.orderId, event.reportedAt);
      res.writeHead(204).end();
    },
  );
}

http
  .createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path === '/mcp' && req.method === 'POST') return await serveMcp(req, res, body);
      if (path === '/callbacks/lims' && req.method === 'POST') return await serveCallback(req, res, body);
      if (path === '/healthz') return void res.writeHead(200).end('ok');
      res.writeHead(404).end();
    } catch (e) {
      console.error('[http]', e);
      if (!res.headersSent) res.writeHead(e.statusCode ?? 500).end();
    }
  })
  .listen(config.port, () => console.log(`tideglass-lab-orders listening on :${config.port}`));
