// Entry point: wires config, database, sealer and auth, then serves MCP over node:http.
// @ts-nocheck
import http from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { createDb } from './db.js';
import { createSealer } from './state/sealer.js';
import { createTokenVerifier } from './auth.js';
import { BankFeedClient } from './services/bankFeed.js';
import { buildServer } from './server.js';

const config = loadConfig();

const deps = {
  db: createDb(config.db),
  sealer: createSealer(config.state),
  bankFeed: new BankFeedClient(config.bankFeed),
  limits: config.payouts,
};

const authenticate = requireBearerAuth({
  verifier: createTokenVerifier(config.identity),
  requiredScopes: [config.identity.requiredScope],
});

const mcp = createMcpHandler(() => buildServer(deps));

async function toFetchRequest(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  return new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers: req.headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
}

async function writeResponse(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

const httpServer = http.createServer(async (req, res) => {
  try {
    if (!req.url?.startsWith(config.http.path)) {
      res.writeHead(404).end();
      return;
    }
    const request = await toFetchRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) return writeResponse(res, auth);
    await writeResponse(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('internal error');
  }
});

httpServer.listen(config.http.port, config.http.host, () => {
  console.log(`ledgerline-payouts listening on ${config.http.host}:${config.http.port}${config.http.path}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    httpServer.close();
    deps.db.close().finally(() => process.exit(0));
  });
}
