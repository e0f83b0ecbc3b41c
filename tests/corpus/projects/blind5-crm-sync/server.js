'use strict';

const Fastify = require('fastify');
const { config } = require('./lib/config');
const { createDispatcher, fail, INVALID_PARAMS } = require('./lib/jsonrpc');
const syncContacts = require('./tools/syncContacts');
const mergeAccounts = require('./tools/mergeAccounts');

const tools = { [syncContacts.definition.name]: syncContacts, [mergeAccounts.definition.name]: mergeAccounts };

const app = Fastify({ logger: true, bodyLimit: 512 * 1024 });

app.decorateRequest('principal', null);

app.addHook('preHandler', async (request, reply) => {
  const header = request.headers.authorization || '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!token) return reply.code(401).send({ error: 'unauthorized' });

  const res = await fetch(config.introspection.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: 'Basic ' + Buffer.from(`${config.introspection.clientId}:${config.introspection.clientSecret}`).toString('base64'),
    },
    body: new URLSearchParams({ token }),
  });
  const info = await res.json();
  if (!info.active) return reply.code(401).send({ error: 'unauthorized' });
  request.principal = { userId: info.sub, scopes: String(info.scope || '').split(' ') };
});

const rpc = createDispatcher()
  .on('initialize', async () => ({
    protocolVersion: '2026-07-28',
    capabilities: { tools: {} },
    serverInfo: { name: 'crm-sync', version: '2.3.1' },
  }))
  .on('tools/list', async () => ({ tools: Object.values(tools).map((t) => t.definition) }))
  .on('tools/call', async (params, ctx) => {
    const tool = tools[params.name];
    if (!tool) throw Object.assign(new Error(`Unknown tool: ${params.name}`), { code: INVALID_PARAMS });
    return tool.run({ ...params, arguments: params.arguments || {} }, ctx.principal);
  });

app.post('/mcp', async (request, reply) => {
  const body = request.body;
  if (Array.isArray(body)) {
    return reply.send(fail(null, -32600, 'Batching is not supported'));
  }
  const response = await rpc.dispatch(body, { principal: request.principal, log: request.log });
  if (response === null) return reply.code(202).send();
  return reply.send(response);
});

app.listen({ port: config.port, host: config.host }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
