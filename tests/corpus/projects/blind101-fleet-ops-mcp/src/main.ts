// Entry point: wires config, database, state sealers and the MCP handler behind a node:http listener.
// @ts-nocheck
import http from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { createIntrospectionVerifier } from './auth/introspect.js';
import { createPool } from './db/vehicles.js';
import { TelematicsClient } from './services/telematics.js';
import { createSealer } from './state/sealer.js';
import { createRouteDraftBox } from './state/routeBlob.js';
import { buildServer } from './mcp/server.js';

const config = loadConfig();

const deps = {
  db: createPool(config.databaseUrl),
  telematics: new TelematicsClient(config.telematicsUrl, config.telematicsApiKey),
  sealer: createSealer(config.stateSecret), // expect: no-weak-state-key
  drafts: createRouteDraftBox(config.routeKeyHex),
};

const guard = requireBearerAuth({
  verifier: createIntrospectionVerifier(config.introspection),
  requiredScopes: [config.requiredScope],
});
const mcp = createMcpHandler(() => buildServer(deps));

async function toWebRequest(req: http.IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function sendWebResponse(res: http.ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

const server = http.createServer(async (req, res) => {
  try {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    const request = await toWebRequest(req);
    const auth = await guard(request);
    await sendWebResponse(res, auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'internal_error' }));
  }
});

server.listen(config.port, () => console.log(`fleet-ops MCP listening on :${config.port}`));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close();
    deps.db.end().finally(() => process.exit(0));
  });
}
