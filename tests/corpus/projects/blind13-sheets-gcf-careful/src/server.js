import { McpServer } from '@modelcontextprotocol/server';
import { ClearRangeTool, ShareSpreadsheetTool } from './tools/index.js';

/**
 * createMcpHandler wants a factory (a fresh McpServer per request). Tools are built
 * once per instance with the verified key; registering them is cheap.
 */
export function serverFactory({ stateKey }) {
  const tools = [new ClearRangeTool(), new ShareSpreadsheetTool()].map((t) => t.useStateKey(stateKey));

  return () => {
    const server = new McpServer(
      { name: 'sheets-mcp', version: '0.6.0' },
      { capabilities: { tools: {} } },
    );
    for (const tool of tools) tool.register(server);
    return server;
  };
}
