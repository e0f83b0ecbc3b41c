import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate, unauthorized } from './auth.js';
import { config } from './config.js';
import { buildServer } from './server.js';

const mcp = createMcpHandler(buildServer);

function toFetchRequest(req) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers: req.headers,
    body: hasBody ? Readable.toWeb(req) : undefined,
    duplex: hasBody ? 'half' : undefined,
  });
}

async function writeFetchResponse(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

const httpServer = createServer(async (req, res) => {
  try {
    const request = toFetchRequest(req);
    if (new URL(request.url).pathname !== '/mcp') {
      return writeFetchResponse(res, new Response('not found', { status: 404 }));
    }
    const authInfo = authenticate(request);
    if (!authInfo) return writeFetchResponse(res, unauthorized());
    return writeFetchResponse(res, await mcp.fetch(request, { authInfo }));
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});

httpServer.listen(config.port, config.host, () => {
  console.log(`stockroom MCP listening on http://${config.host}:${config.port}/mcp`);
});
