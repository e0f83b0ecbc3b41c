import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { Node } from '../models/Node.js';
import registerDrainNode from './tools/drainNode.js';

const SERVER_INFO = { name: 'fleet-drain', version: '3.1.0' };

/** A fresh McpServer per HTTP request; dependencies are shared. */
export function makeServerFactory({ codec, drainQueue, defaultGraceSeconds }) {
  return () => {
    const server = new McpServer(SERVER_INFO, {
      capabilities: { tools: {} },
      requestState: { verify: codec.verify },
    });

    server.registerTool(
      'node_status',
      {
        title: 'Node status',
        description: 'Show the state and workloads of the nodes in a cluster.',
        inputSchema: { cluster: z.string().min(1), state: z.string().optional() },
        annotations: { readOnlyHint: true },
      },
      async ({ cluster, state }) => {
        const filter = state ? { cluster, state } : { cluster };
        const nodes = await Node.find(filter).sort({ name: 1 }).limit(200);
        const lines = nodes.map((n) => n.summary());
        return {
          content: [{ type: 'text', text: lines.length ? lines.join('\n') : `No nodes in ${cluster}.` }],
          structuredContent: { count: nodes.length },
        };
      },
    );

    registerDrainNode(server, { codec, drainQueue, defaultGraceSeconds });
    return server;
  };
}
