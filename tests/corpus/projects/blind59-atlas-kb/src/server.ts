import { McpServer, type ServerContext } from '@modelcontextprotocol/server';
import { rounds } from './state.js';
import { move, MOVE } from './tools/move.js';
import { purge, PURGE } from './tools/purge.js';
import { search, SEARCH } from './tools/search.js';
import type { Shape, ToolSpec } from './tools/kit.js';

const TOOLS = {
  [SEARCH]: search,
  [MOVE]: move,
  [PURGE]: purge,
} as const satisfies Record<string, ToolSpec<Shape>>;

export function createAtlasServer(): McpServer {
  const server = new McpServer(
    { name: 'atlas-kb', version: '3.1.2' },
    {
      capabilities: { tools: {} },
      // Every requestState is checked (signature, expiry, user) before a handler sees it.
      requestState: { verify: rounds.verify },
    },
  );
  for (const [name, spec] of Object.entries(TOOLS) as [keyof typeof TOOLS, ToolSpec<Shape>][]) {
    server.registerTool(name, spec.config, (args: never, ctx: ServerContext) => spec.run.call(spec, args, ctx));
  }
  return server;
}
