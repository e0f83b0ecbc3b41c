// Returns a factory that builds the repo-scout McpServer and registers its tools.
import { McpServer } from '@modelcontextprotocol/server';
import { toolFactories } from './tools/index.js';

export function createServerFactory(container) {
  const codec = container.get('stateCodec');
  return () => {
    const server = new McpServer(
      { name: 'repo-scout', version: '0.9.0' },
      { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
    );
    for (const make of toolFactories) {
      const tool = make(container);
      server.registerTool(tool.name, tool.config, tool.handler);
    }
    return server;
  };
}
