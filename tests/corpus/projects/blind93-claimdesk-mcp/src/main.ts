// Fastify bootstrap for the Claimdesk MCP gateway.
// @ts-nocheck
import Fastify from 'fastify';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { settings } from './settings.js';
import { verifier } from './auth/verifier.js';
import { makeServer } from './mcp.js';
import { db } from './db/claims.js';
import { toFetchRequest, sendFetchResponse } from './http/fetchBridge.js';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, bodyLimit: 512 * 1024 });
const mcp = createMcpHandler(makeServer);
const guard = requireBearerAuth({ verifier, requiredScopes: ['claims:read'] });

app.route({
  method: ['GET', 'POST', 'DELETE'],
  url: '/mcp',
  handler: async (req, reply) => {
    const request = toFetchRequest(req, settings.publicUrl);
    const authInfo = await guard(request);
    if (authInfo instanceof Response) return sendFetchResponse(reply, authInfo);
    const response = await mcp.fetch(request, { authInfo });
    return sendFetchResponse(reply, response);
  },
});

app.get('/readyz', async () => {
  await db.raw('select 1');
  return { ready: true };
});

app.addHook('onClose', async () => {
  await db.destroy();
});

await app.listen(settings.listen);
