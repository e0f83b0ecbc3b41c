import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { CallToolRequestSchema, ListToolsRequestSchema, Server, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { verifyUserToken } from './assertion.js';
import { callBackend, listBackendTools } from './upstream.js';

const BACKENDS = Object.keys(JSON.parse(process.env.RELAY_BACKENDS ?? '{}'));

/** tool name -> { backend, definition } */
let catalog = new Map();

async function refreshCatalog() {
  const next = new Map();
  for (const backend of BACKENDS) {
    for (const definition of await listBackendTools(backend)) next.set(definition.name, { backend, definition });
  }
  catalog = next;
  console.log(`relay-gateway: ${catalog.size} tools from ${BACKENDS.length} backends`);
}

// Backends publish here after a deploy, so the tool list follows without a gateway restart.
const subscriber = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
await subscriber.subscribe('relay:catalog-changed');
subscriber.on('message', () => refreshCatalog().catch((err) => console.error('catalog refresh failed', err)));

function buildServer() {
  const server = new Server({ name: 'relay-gateway', version: '2.3.0' }, { capabilities: { tools: { listChanged: true } } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...catalog.values()].map(({ definition }) => definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (typeof userId !== 'string') return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

    const entry = catalog.get(request.params.name);
    if (!entry) return { isError: true, content: [{ type: 'text', text: `No tool named ${request.params.name}.` }] };

    const { name, arguments: args, inputResponses, requestState } = request.params;
    return callBackend(entry.backend, userId, { name, arguments: args, inputResponses, requestState });
  });

  return server;
}

const handler = createMcpHandler(buildServer);
const auth = requireBearerAuth({ verifier: { verifyAccessToken: verifyUserToken }, requiredScopes: ['relay'] });

await refreshCatalog();

createServer(
  toNodeHandler({
    async fetch(request) {
      const authInfo = await auth(request);
      return authInfo instanceof Response ? authInfo : handler.fetch(request, { authInfo });
    },
  }),
).listen(Number(process.env.PORT ?? 3000));
