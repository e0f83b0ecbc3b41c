// Creates the McpServer (SDK 1.x high-level API) and registers the brokerage tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerClassifyGoods } from '../tools/classifyGoods.js';
import { registerFileDeclaration } from '../tools/fileDeclaration.js';
import { registerWithdrawDeclaration } from '../tools/withdrawDeclaration.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'customs-desk', version: '3.0.4' },
    { capabilities: { tools: {} } },
  );
  registerClassifyGoods(server);
  registerFileDeclaration(server);
  registerWithdrawDeclaration(server);
  return server;
}
