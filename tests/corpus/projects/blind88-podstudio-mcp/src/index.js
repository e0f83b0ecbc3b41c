// HTTP entry point: a plain node:http server routing MCP traffic and transcoder callbacks.
import { createServer } from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate } from './auth/bearer.js';
import { buildMcpServer } from './mcp/server.js';
import { handleTranscoderWebhook } from './webhooks/transcoder.js';

const MAX_BODY = 1024 * 1024;
const mcp = createMcpHandler(() => buildMcpServer());

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function toFetchRequest(req, body) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, { method: req.method, headers, body: hasBody ? body : undefined });
}

async function sendFetchResponse(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return void res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const server = createServer(async (req, res) => {
  try {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/healthz') return sendJson(res, 200, { ok: true });

    if (path === '/webhooks/transcoder' && req.method === 'POST') {
      const result = await handleTranscoderWebhook(req, await readBody(req));
      return sendJson(res, result.status, result.body);
    }

    if (path === '/mcp') {
      const request = toFetchRequest(req, await readBody(req));
      const auth = await authenticate(request.clone());
      if (auth instanceof Response) return sendFetchResponse(res, auth);
      return sendFetchResponse(res, await mcp.fetch(request, { authInfo: auth }));
    }

    sendJson(res, 404, { error: 'not_found' });
  } catch (err) {
    console.error(err);
    if (!res.headersSent) sendJson(res, err.status ?? 500, { error: err.status ? err.message : 'internal_error' });
  }
});

server.listen(config.port, () => console.log(`podstudio MCP on :${server.address().port}`));
