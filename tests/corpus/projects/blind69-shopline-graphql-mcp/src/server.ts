// Server factory: wires dependencies and state codecs, returns a per-request McpServer builder.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { createStateCodecs } from './state.js';
import { registerBulkTools } from './tools/bulk.js';
import { registerProductTools } from './tools/products.js';

export function createServer(deps: { stateKey: Uint8Array; apiVersion: string; shops; graphql; handles }) {
  const codecFor = createStateCodecs(deps.stateKey);
  const shared = { ...deps, codecFor };
  return function buildMcpServer() {
    const server = new McpServer(
      { name: 'shopline-admin', version: '2.1.0' },
      {
        capabilities: { tools: {} },
        instructions: `Acts on the caller's Shopline store via Admin API ${deps.apiVersion}.`,
      },
    );
    registerProductTools(server, shared);
    registerBulkTools(server, shared);
    return server;
  };
}
