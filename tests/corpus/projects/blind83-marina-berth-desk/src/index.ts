// HTTP entry point: a plain node:http server exposing /mcp and the Tidepay webhook.
// @ts-nocheck
import http from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import { handleTidepayWebhook } from './webhooks.js';

const mcp = createMcpHandler(buildServer);

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function toFetchHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

async function send(res: http.ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', config.publicUrl);
    if (url.pathname === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (url.pathname === '/webhooks/tidepay' && req.method === 'POST') {
      const result = await handleTidepayWebhook(await readBody(req), req.headers);
      res.writeHead(result.status, { 'content-type': 'text/plain' }).end(result.body);
      return;
    }
    if (url.pathname === '/mcp') {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'DELETE';
      const request = new Request(url, {
        method: req.method,
        headers: toFetchHeaders(req.headers),
        body: hasBody ? await readBody(req) : undefined,
      });
      const auth = await authenticate(request);
      if (auth instanceof Response) {
        await send(res, auth);
        return;
      }
      await send(res, await mcp.fetch(request, { authInfo: auth }));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  } catch (err) {
    console.error('[berth-desk] request failed', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('internal error');
  }
});

server.listen(config.port, () => {
  console.log(`[berth-desk] listening on :${config.port}`);
});
