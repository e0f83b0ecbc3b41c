import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { stateCodec } from './state/codec.js';
import { clinicTools } from './tools/index.js';

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'northside-clinic-desk', version: '1.2.0' },
    {
      capabilities: { tools: {} },
      // Every requestState is checked (signature, expiry, patient) before a handler sees it.
      requestState: { verify: stateCodec.verify },
    },
  );

  for (const tool of clinicTools) {
    server.registerTool(
      tool.name,
      {
        description: tool.description,
        inputSchema: z.object(tool.inputSchema),
        annotations: tool.annotations,
      },
      tool.handler,
    );
  }
  return server;
}
