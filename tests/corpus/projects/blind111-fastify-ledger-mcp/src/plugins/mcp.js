// Fastify plugin that builds the ledger MCP server and forwards POST /mcp requests to its handler.
import fp from 'fastify-plugin';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import registerVoidInvoice from '../tools/void-invoice.js';
import registerMatchPayment from '../tools/match-payment.js';

const tools = [registerVoidInvoice, registerMatchPayment];

export function buildLedgerServer() {
  const server = new McpServer({ name: 'ledger', version: '0.9.0' }, { capabilities: { tools: {} } });
  for (const register of tools) register(server);
  return server;
}

export default fp(async function mcpPlugin(app) {
  const handler = createMcpHandler(buildLedgerServer);

  app.post('/mcp', async (request, reply) => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(request.headers)) if (typeof v === 'string') headers.set(k, v);
    const response = await handler.fetch(
      new Request(`http://${request.hostname}${request.url}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(request.body),
      }),
      { authInfo: request.authInfo },
    );
    reply.code(response.status);
    response.headers.forEach((v, k) => reply.header(k, v));
    return reply.send(Buffer.from(await response.arrayBuffer()));
  });
});
