import { McpServer, type ServerContext } from '@modelcontextprotocol/server';
import { FlagApi } from './flags/api.js';
import { ARCHIVE, archiveTool } from './tools/archive.js';
import { TOGGLE, toggleTool } from './tools/toggle.js';

export function buildServer(api = new FlagApi()): McpServer {
  const server = new McpServer({ name: 'kiln', version: '0.4.0' }, { capabilities: { tools: {} } });
  const tools = {
    [TOGGLE]: toggleTool(api),
    [ARCHIVE]: archiveTool(api),
  };
  for (const [name, tool] of Object.entries(tools)) {
    server.registerTool(name, tool.config, (args: unknown, ctx: ServerContext) =>
      Reflect.apply(tool.run, tool, [args, ctx]),
    );
  }
  return server;
}
