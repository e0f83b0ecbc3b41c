// Fastify entry point: authenticates requests and serves a stateless MCP endpoint for ledger reconciliation.
// @ts-nocheck
import Fastify from 'fastify';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { AccessTokenVerifier, authHook } from './auth/tokens.js';
import { connect } from './data/knex.js';
import { BankFeedClient } from './integrations/bank-feed.js';
import { Settings } from './settings.js';
import { DraftCipher } from './state/cipher.js';
import { JwsStateSigner } from './state/jws.js';
import { ImportStatementTool, SuggestMatchesTool, WriteOffEntryTool } from './tools/reconcile.js';

const settings = Settings.current;
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

const services = {
  settings,
  log: app.log,
  db: connect(settings.databaseUrl),
  bankFeed: new BankFeedClient(settings.bankFeedUrl),
  stateSigner: new JwsStateSigner(settings.stateSigningKey),
  draftCipher: new DraftCipher(settings.draftCipherKey),
};

const tools = [new ImportStatementTool(services), new SuggestMatchesTool(services), new WriteOffEntryTool(services)];
const verifier = new AccessTokenVerifier(settings.issuer, settings.audience);

app.get('/healthz', async () => ({ ok: true }));

app.post('/mcp', { preHandler: authHook(verifier) }, async (request, reply) => {
  const server = new McpServer({ name: 'ledger-reconcile', version: '2.1.0' }, { capabilities: { tools: {} } });
  for (const tool of tools) tool.attach(server);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  request.raw.auth = request.authInfo;
  reply.hijack();
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.addHook('onClose', async () => {
  await services.db.destroy();
});

await app.listen({ port: settings.port, host: '0.0.0.0' });
