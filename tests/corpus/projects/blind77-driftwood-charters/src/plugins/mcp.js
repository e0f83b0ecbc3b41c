// Fastify plugin: adapts Fastify requests to the SDK's Web-standard MCP handler, with requestState verified by the codec.
import fp from 'fastify-plugin';
import { Readable } from 'node:stream';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { codec } from '../state.js';
import { registerCharterTools } from '../tools/charters.js';
import { registerCancelBooking } from '../tools/cancelBooking.js';

function buildServer() {
  const server = new McpServer(
    { name: 'driftwood-charters', version: '3.1.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  registerCharterTools(server);
  registerCancelBooking(server);
  return server;
}

const handler = createMcpHandler(buildServer);

function toWebRequest(req, publicUrl) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'content-length' || name === 'host') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const hasBody = req.method === 'POST' && req.body !== undefined;
  return new Request(new URL(req.url, publicUrl), {
    method: req.method,
    headers,
    body: hasBody ? JSON.stringify(req.body) : undefined,
  });
}

export default fp(
  async function mcpPlugin(app, opts) {
    app.route({
      method: ['GET', 'POST', 'DELETE'],
      url: '/mcp',
      handler: async (req, reply) => {
        const response = await handler.fetch(toWebRequest(req, opts.publicUrl), { authInfo: req.authInfo });
        reply.code(response.status);
        response.headers.forEach((value, name) => reply.header(name, value));
        return reply.send(response.body ? Readable.fromWeb(response.body) : null);
      },
    });
  },
  { name: 'driftwood-mcp', dependencies: ['driftwood-auth'] },
);
