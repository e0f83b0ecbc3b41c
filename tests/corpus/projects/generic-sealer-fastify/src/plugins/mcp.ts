// A Fastify plugin that mounts an SDK 1.x McpServer with refund tools; state is sealed by sealObject from ../lib/seal.js.
// @ts-nocheck
import type { FastifyInstance } from 'fastify';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';
import { sealObject } from '../lib/seal.js';

const STATE_KEY = process.env.SHOP_STATE_KEY as string;

function buildServer(): McpServer {
  const server = new McpServer({ name: 'shop', version: '0.9.0' });

  server.registerTool('refund_order', { inputSchema: { orderId: z.string() } }, async ({ orderId }) => ({
    resultType: 'input_required',
    inputRequests: { amount: { method: 'elicitation/create', params: { message: 'How much to refund?', requestedSchema: {} } } },
    requestState: sealObject({ tool: 'refund_order', orderId }, STATE_KEY), // expect: require-state-binding
  }));

  server.registerTool('refund_status', { inputSchema: { orderId: z.string() } }, async ({ orderId }, extra) => {
    const userId = extra.authInfo?.extra?.userId as string;
    return {
      resultType: 'input_required',
      inputRequests: { which: { method: 'elicitation/create', params: { message: 'Which refund?', requestedSchema: {} } } },
      requestState: sealObject({ tool: 'refund_status', userId, orderId }, STATE_KEY),
    };
  });
  return server;
}

export async function mcpPlugin(app: FastifyInstance): Promise<void> {
  app.post('/mcp', async (request, reply) => {
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    await buildServer().connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
    return reply;
  });
}
