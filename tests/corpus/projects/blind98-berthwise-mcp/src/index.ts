// HTTP entry point: authenticates each request and passes it to the stateless MCP handler.
// @ts-nocheck
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import { sql } from './db.js';

const mcp = createMcpHandler(buildServer);

function toFetchRequest(req): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers: req.headers as HeadersInit,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: hasBody ? 'half' : undefined,
  });
}

async function send(res, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

const httpServer = createServer(async (req, res) => {
  try {
    if (req.url === '/healthz') {
      await sql`select 1`;
      res.writeHead(200).end('ok');
      return;
    }
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    const request = toFetchRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) return send(res, auth);
    await send(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});

httpServer.listen(config.port, () => {
  console.log(`berthwise MCP listening on :${config.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    httpServer.close();
    await sql.end({ timeout: 5 });
    process.exit(0);
  });
}
