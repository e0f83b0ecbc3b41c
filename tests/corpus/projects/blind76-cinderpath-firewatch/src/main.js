// node:http entry point: MCP endpoint (verified requestState), signed sensor-batch webhook, health check.
import http from 'node:http';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate } from './auth.js';
import { codec } from './stateCodec.js';
import { verifySensorBatch } from './webhooks.js';
import { recordSensorBatch } from './db.js';
import { registerDispatchCrew } from './tools/dispatchCrew.js';
import { registerCancelBurnPermit } from './tools/cancelBurnPermit.js';
import { registerRequestSatellitePass } from './tools/requestSatellitePass.js';

function buildServer() {
  const server = new McpServer(
    { name: 'cinderpath-firewatch', version: '3.2.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  registerDispatchCrew(server);
  registerCancelBurnPermit(server);
  registerRequestSatellitePass(server);
  return server;
}

const mcp = createMcpHandler(buildServer);

function readBody(req, limit = 512 * 1024) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > limit) reject(Object.assign(new Error('body too large'), { status: 413 }));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function send(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

async function handleMcp(req, res, body) {
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers: req.headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
  const auth = await authenticate(request);
  if (auth instanceof Response) return send(res, auth);
  return send(res, await mcp.fetch(request, { authInfo: auth }));
}

async function handleSensorHook(req, res, body) {
  const outcome = verifySensorBatch(body, req.headers);
  switch (outcome.status) {
    case 'verified':
      await recordSensorBatch(outcome.batch);
      res.writeHead(204).end();
      return;
    case 'stale':
      res.writeHead(408).end();
      return;
    case 'malformed':
      res.writeHead(400).end();
      return;
    default:
      res.writeHead(401).end();
  }
}

http
  .createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const { pathname } = new URL(req.url, 'http://localhost');
      if (pathname === '/mcp') return await handleMcp(req, res, body);
      if (pathname === '/hooks/sensors' && req.method === 'POST') return await handleSensorHook(req, res, body);
      if (pathname === '/healthz') return res.writeHead(200).end('ok');
      res.writeHead(404).end();
    } catch (e) {
      console.error('[http]', e);
      if (!res.headersSent) res.writeHead(e.status ?? 500).end();
    }
  })
  .listen(config.port, () => console.log(`firewatch MCP on :${config.port}`));
