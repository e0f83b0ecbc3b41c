// HTTP entry point: authenticates callers, serves the MCP endpoint and starts the queue workers.
// @ts-nocheck
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { verifyAccessToken } from './auth.js';
import { verifyIncomingState } from './state/codec.js';
import { registerTools } from './tools.js';
import { startWorkers } from './jobs/planWorker.js';

const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['fleet:maintenance'] });

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'fleet-maintenance-dispatch', version: '3.4.1' },
    { capabilities: { tools: {} }, requestState: { verify: verifyIncomingState } },
  );
  registerTools(server);
  return server;
});

function toFetchRequest(req) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const withBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, { method: req.method, headers: req.headers, body: withBody ? Readable.toWeb(req) : undefined, duplex: 'half' });
}

async function writeResponse(res, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}

if (config.runWorkers) startWorkers();

if (config.runHttp) {
  createServer(async (req, res) => {
    try {
      if (req.url === '/healthz') return void res.writeHead(200).end('ok');
      if (!req.url?.startsWith('/mcp')) return void res.writeHead(404).end();
      const request = toFetchRequest(req);
      const auth = await authenticate(request);
      if (auth instanceof Response) return writeResponse(res, auth);
      return writeResponse(res, await mcp.fetch(request, { authInfo: auth }));
    } catch (err) {
      console.error('request failed', err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  }).listen(config.port, () => console.log(`fleet-maintenance-dispatch listening on :${config.port}`));
}
