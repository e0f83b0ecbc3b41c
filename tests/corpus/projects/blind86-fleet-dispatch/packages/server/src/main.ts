// HTTP entry point: authenticates callers with the identity provider and serves the fleet MCP endpoint.
// @ts-nocheck
import { createServer } from 'node:http';
import { loadConfig } from '../../config/src/index.js';
import { RoundTripVault } from '../../crypto/src/index.js';
import { idpVerifier, bearerGuard } from '../../auth/src/index.js';
import { fleetServerFactory, mountMcp } from '../../mcp-kit/src/index.js';
import { openDatabase } from './db.js';
import { dispatchTools } from './tools/dispatch.js';
import { fleetTools } from './tools/fleet.js';
import { routingTools } from './tools/routing.js';

const config = loadConfig();
const db = openDatabase(config.databaseUrl);
const vault = new RoundTripVault(config.state.secret, config.state.ttlMs); // expect: no-weak-state-key
const deps = { db, vault, config };

const mcp = mountMcp(fleetServerFactory([...dispatchTools(deps), ...fleetTools(deps), ...routingTools(deps)]));
const authenticate = bearerGuard(idpVerifier(config.introspection), ['fleet:read']);

async function toWebRequest(req): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function writeWebResponse(res, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

const server = createServer(async (req, res) => {
  try {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    const request = await toWebRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) return writeWebResponse(res, auth);
    return writeWebResponse(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('fleet-dispatch request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});

server.listen(config.port, () => console.log(`fleet-dispatch listening on :${config.port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => server.close(() => db.close().finally(() => process.exit(0))));
}
