// Returns MCP service: Fastify server exposing a stateless Streamable HTTP endpoint for merchant agents.
// @ts-nocheck
import Fastify from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { readPlatformConfig } from '../../../libs/platform/src/index.js';
import { loadStateKeys } from '../../../libs/security/src/index.js';
import { buildServer } from '../../../libs/mcp-runtime/src/index.js';
import { bearerHook } from './auth.js';
import { carrierClient, omsClient, vaultClient } from './clients.js';
import { approveRefund } from './tools/refund.js';
import { schedulePickup } from './tools/pickup.js';
import { returnStatus } from './tools/status.js';

const config = readPlatformConfig();
const deps = {
  ring: loadStateKeys(config.state),
  oms: omsClient(config.oms),
  carrier: carrierClient(config.carrierGatewayUrl),
  vault: vaultClient(config.vault),
};
const tools = [returnStatus, approveRefund, schedulePickup];

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

app.get('/healthz', async () => ({ ok: true }));

app.post('/mcp', { preHandler: bearerHook(config.auth) }, async (request, reply) => {
  const server = buildServer(tools, deps);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.hijack();
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.listen({ port: config.port, host: config.host }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
