import Fastify from 'fastify';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifier } from './auth.js';
import { finishSignatureValid } from './finish-hook.js';
import { scorelineApi } from './scoreline.js';
import { registerRaceReport } from './tools/race-report.js';
import { registerScratchEntry } from './tools/scratch-entry.js';

// Round tokens are verified inside each tool (state/round-token.js), where the tool name and the
// arguments are known, rather than in a server-wide requestState hook.
function createRaceOfficeServer() {
  const server = new McpServer(
    { name: 'regatta-office', version: '0.4.0' },
    { capabilities: { tools: {} }, instructions: 'Race office for Lakeshore Yacht Club regattas.' },
  );
  registerScratchEntry(server);
  registerRaceReport(server);
  return server;
}

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
const mcp = createMcpHandler(createRaceOfficeServer);
const bearer = requireBearerAuth({ verifier, requiredScopes: ['race-office'] });

// Keep JSON bodies as text: the finish-line signature is over the exact bytes, and the MCP
// handler wants to parse the request itself.
app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

function toWebRequest(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, { method: req.method, headers, body: hasBody ? req.body : undefined });
}

async function sendWebResponse(reply, response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => reply.header(name, value));
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

app.route({
  method: ['GET', 'POST', 'DELETE'],
  url: '/mcp',
  async handler(req, reply) {
    const request = toWebRequest(req);
    const auth = await bearer(request);
    if (auth instanceof Response) return sendWebResponse(reply, auth);
    return sendWebResponse(reply, await mcp.fetch(request, { authInfo: auth }));
  },
});

app.post('/hooks/finish-line', async (req, reply) => {
  if (!finishSignatureValid(req.body, req.headers['x-finish-signature'])) {
    return reply.code(401).send({ error: 'bad signature' });
  }
  const finish = JSON.parse(req.body);
  await scorelineApi.recordFinish(finish.raceKey, {
    sailNumber: finish.sailNumber,
    finishedAt: finish.finishedAt,
    source: `transponder:${finish.deviceId}`,
  });
  return reply.code(204).send();
});

app.get('/healthz', async () => ({ ok: true }));

await app.listen({ host: '0.0.0.0', port: Number(process.env.PORT ?? 3300) });
