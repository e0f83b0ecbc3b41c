// Fastify entry point: wires config, keys and clients, then serves stateless Streamable HTTP MCP on /mcp.
'use strict';
const Fastify = require('fastify');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { loadConfig } = require('./config');
const { envelopeKey, draftKey } = require('./keys');
const { makeAuthenticate } = require('./auth');
const { makePortal } = require('./portal');
const { makeEnvelope } = require('./state/envelope');
const { makeDraftBox } = require('./state/draftBox');
const { buildServer } = require('./server');

const config = loadConfig();

const deps = {
  config,
  portal: makePortal(config),
  envelope: makeEnvelope(envelopeKey(config)), // expect: no-weak-state-key
  drafts: makeDraftBox(draftKey(config)),
};

const app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'info' } });
app.decorateRequest('authInfo', null);

app.post('/mcp', { preHandler: makeAuthenticate(config) }, async (request, reply) => {
  const server = buildServer(deps);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  reply.hijack();
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    request.raw.auth = request.authInfo;
    await transport.handleRequest(request.raw, reply.raw, request.body);
  } catch (error) {
    request.log.error({ err: error }, 'MCP request failed');
    if (!reply.raw.headersSent) {
      reply.raw.writeHead(500, { 'content-type': 'application/json' });
      reply.raw.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
    }
  }
});

app.get('/healthz', async () => ({ ok: true }));

app.listen({ port: config.port, host: '0.0.0.0' }).catch((error) => {
  app.log.error(error);
  process.exit(1);
});
