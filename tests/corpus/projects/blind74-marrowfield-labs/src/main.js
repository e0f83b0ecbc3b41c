// node:http entry point: /mcp through the SDK fetch handler, the analyzer webhook and a health check.
import http from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import { handleAnalyzerCallback } from './webhooks.js';
import { client } from './db.js';

const mcp = createMcpHandler(() => buildServer());

async function readBody(req, limit = 1_000_000) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function writeResponse(res, response) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
    if (url.pathname === '/healthz') {
      await client.db('admin').command({ ping: 1 });
      res.end('ok');
      return;
    }
    if (url.pathname === '/webhooks/analyzer' && req.method === 'POST') {
      const { status } = await handleAnalyzerCallback(await readBody(req), req.headers);
      res.statusCode = status;
      res.end();
      return;
    }
    if (url.pathname === '/mcp') {
      const body = req.method === 'POST' ? await readBody(req) : undefined;
      const request = new Request(url, { method: req.method, headers: req.headers, body });
      const auth = await authenticate(request);
      if (auth instanceof Response) return writeResponse(res, auth);
      return writeResponse(res, await mcp.fetch(request, { authInfo: auth }));
    }
    res.statusCode = 404;
    res.end();
  } catch (err) {
    console.error('request failed', err);
    res.statusCode = err.status ?? 500;
    res.end();
  }
});

server.listen(config.port, () => console.log(`marrowfield-labs MCP on :${config.port}`));
