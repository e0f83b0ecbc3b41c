// Builds a fresh McpServer per HTTP request with the requestState verify hook and every tool.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { stateCodec } from './security/codec.js';
import { settings } from './settings.js';
import { registerSearchTools } from './tools/searchDockets.js';
import { registerFileMotion } from './tools/fileMotion.js';
import { registerWithdrawFiling } from './tools/withdrawFiling.js';

export function createServer() {
  const server = new McpServer(
    { name: settings.service.name, version: settings.service.version },
    {
      capabilities: { tools: {} },
      requestState: { verify: (state, ctx) => stateCodec.verify(state, ctx) },
    },
  );
  registerSearchTools(server);
  registerFileMotion(server);
  registerWithdrawFiling(server);
  return server;
}
