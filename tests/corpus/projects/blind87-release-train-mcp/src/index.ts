// Entry point: loads config, wires services and serves MCP over node:http.
// @ts-nocheck
import http from 'node:http';
import pino from 'pino';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { loadConfig } from './config/index.js';
import { createStateLayer } from './state.js';
import { createAuth } from './auth.js';
import { createDeployApi } from './services/deployApi.js';
import { createReleaseStore } from './services/releases.js';
import { buildServer } from './server.js';

const config = loadConfig();
const log = pino({ level: config.logLevel, base: { app: 'release-train', env: config.appEnv } });

const deps = {
  config,
  log,
  state: createStateLayer(config, log),
  releases: createReleaseStore(config.databaseUrl),
  deployApi: createDeployApi(config.deployApiUrl, config.sso),
};

const authenticate = createAuth(config, log);
const mcp = createMcpHandler(() => buildServer(deps));

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

const httpServer = http.createServer(async (req, res) => {
  try {
    if (req.url === '/healthz') {
      await deps.releases.pool.query('SELECT 1');
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(new URL(req.url, config.publicUrl), {
      method: req.method,
      headers: req.headers,
      body: hasBody ? await readBody(req) : undefined,
    });

    const auth = await authenticate(request);
    const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });

    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) {
      for await (const chunk of response.body) res.write(chunk);
    }
    res.end();
  } catch (err) {
    log.error({ err }, 'request failed');
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});

httpServer.listen(config.port, () => {
  log.info({ port: httpServer.address().port }, 'release-train MCP server listening');
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    httpServer.close(() => deps.releases.pool.end().then(() => process.exit(0)));
  });
}
