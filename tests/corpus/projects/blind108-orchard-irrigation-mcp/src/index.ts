// HTTP entry point: serves the irrigation MCP endpoint with a small node:http adapter.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import { sql } from './db.js';

const handler = createMcpHandler(() => buildServer());

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function toRequest(req, body) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url, { method: req.method, headers, body: body.length > 0 ? body : undefined });
}

async function writeResponse(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

const httpServer = createServer(async (req, res) => {
  try {
    const { pathname } = new URL(req.url ?? '/', 'http://local');
    if (pathname !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    const request = toRequest(req, await readBody(req));
    const auth = await authenticate(request);
    if (auth instanceof Response) {
      await writeResponse(res, auth);
      return;
    }
    await writeResponse(res, await handler.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('[orchard] request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});

httpServer.listen(config.port, () => {
  console.log(`[orchard] irrigation MCP listening on :${config.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    httpServer.close();
    await sql.end({ timeout: 5 });
    process.exit(0);
  });
}
