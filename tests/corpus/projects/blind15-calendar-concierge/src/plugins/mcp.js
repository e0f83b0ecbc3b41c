import fp from 'fastify-plugin';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { registerReschedule } from '../tools/reschedule.js';
import { registerCancelSeries } from '../tools/cancel-series.js';

async function mcpPlugin(app, { store, stateCodec, confirmLinks }) {
  const handler = createMcpHandler(() => {
    const server = new McpServer(
      { name: 'calendar-concierge', version: '1.4.2' },
      { capabilities: { tools: {} }, requestState: { verify: stateCodec.verify } },
    );
    registerReschedule(server, { store, stateCodec });
    registerCancelSeries(server, { store, stateCodec, confirmLinks });
    return server;
  });

  app.all('/mcp', async (request, reply) => {
    const webRequest = new Request(new URL(request.url, `http://${request.headers.host}`), {
      method: request.method,
      headers: Object.entries(request.headers).filter(([, v]) => typeof v === 'string'),
      body: request.method === 'POST' ? JSON.stringify(request.body) : undefined,
    });
    const response = await handler.fetch(webRequest, { authInfo: request.authInfo });
    reply.code(response.status);
    response.headers.forEach((value, name) => reply.header(name, value));
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  });
}

export default fp(mcpPlugin, { name: 'mcp', dependencies: ['auth'] });
