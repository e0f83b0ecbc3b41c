// Creates the McpServer with all MediaVault tools registered.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerAssetTools } from './tools/assets.js';
import { registerUploadTools } from './tools/uploads.js';

export function createMcpServer() {
  const server = new McpServer(
    { name: 'mediavault', version: '0.9.4' },
    { capabilities: { tools: {}, logging: {} }, instructions: 'Upload, browse and delete MediaVault assets.' },
  );
  registerUploadTools(server);
  registerAssetTools(server);
  return server;
}
