// Entry point: wires config, database, auth and the MCP tool server onto HTTP.
// @ts-nocheck
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { createDb } from './db.js';
import { createTokenVerifier } from './auth.js';
import { createSealer } from './seal.js';
import { createTelematics } from './telematics.js';
import { buildDispatchServer } from './tools.js';
import { serveFetch } from './http-adapter.js';
import { log } from './log.js';

const config = loadConfig();
const db = createDb(config.databaseUrl);
const sealer = createSealer({ secret: config.stateSecret, ttlMs: config.stateTtlMs }); // expect: no-weak-state-key
const telematics = createTelematics({ baseUrl: config.telematicsBaseUrl, db });
const verifier = createTokenVerifier({ identityUrl: config.identityUrl, audience: config.identityAudience });
const authenticate = requireBearerAuth({ verifier, requiredScopes: ['fleet:read'] });

const mcp = createMcpHandler(() => buildDispatchServer({ config, db, sealer, telematics }));

async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/healthz') {
    return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
  }
  if (url.pathname !== '/mcp') return new Response('not found', { status: 404 });

  const auth = await authenticate(request);
  if (auth instanceof Response) return auth;
  return mcp.fetch(request, { authInfo: auth });
}

const server = await serveFetch(handle, { port: config.port, host: config.host });
log.info({ port: config.port }, 'fleet dispatch MCP server listening');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    log.info({ signal }, 'shutting down');
    server.close();
    await db.close();
    process.exit(0);
  });
}
