// SDK 1.x stdio inventory server using the helpers of ./round.js and ../lib/round-state.cjs.
// @ts-nocheck
import { createRequire } from 'node:module';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { openStock, sealStock } from './round.js';

const { openRound, sealRound } = createRequire(import.meta.url)('../lib/round-state.cjs');
const server = new McpServer({ name: 'inventory', version: '2.0.0' });

server.registerTool('adjust_stock', { inputSchema: { sku: z.string(), delta: z.number() } }, async ({ sku, delta }, extra) => {
  const token = extra._meta?.requestState as string | undefined;
  const state = token ? openStock(token, 'local', 'adjust_stock') : null;
  if (!state) return { resultType: 'input_required', inputRequests: {}, requestState: sealStock({ sku, delta }, 'local', 'adjust_stock') };
  return { content: [{ type: 'text', text: `Adjusted ${sku}` }] };
});

server.registerTool('recount', { inputSchema: { sku: z.string() } }, async ({ sku }, extra) => {
  const token = extra._meta?.requestState as string | undefined;
  const state = token ? openRound(token, 'local', 'recount') : null;
  if (!state) return { resultType: 'input_required', inputRequests: {}, requestState: sealRound({ sku }, 'local', 'recount') };
  return { content: [{ type: 'text', text: `Recounted ${sku}` }] };
});

await server.connect(new StdioServerTransport());
