import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { toolMeta, type InventoryTool } from './decorators.js';

export function buildServer(tools: InventoryTool[]): McpServer {
  const server = new McpServer({ name: 'reagent-inventory', version: '0.6.1' }, { capabilities: { tools: {} } });
  for (const tool of tools) {
    const meta = toolMeta(tool);
    server.registerTool(
      meta.name,
      {
        title: meta.title,
        description: meta.description,
        inputSchema: z.object(meta.input),
        annotations: { destructiveHint: meta.destructive === true, readOnlyHint: meta.readOnly === true },
      },
      (args, ctx) => tool.run(args as Record<string, unknown>, ctx) as never,
    );
  }
  return server;
}
