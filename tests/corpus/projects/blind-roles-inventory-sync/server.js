// MCP server (SDK 1.x McpServer) with transfer_stock and recount_bin tools confirmed over a second round.
'use strict';
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { z } = require('zod');
const { signTransferState, verifyTransferState, signRecountState, verifyRecountState } = require('./state/jwt');
const { readLegacyState } = require('./state/legacy');

const err = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const ask = (message) => ({ method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } } });

function userIdOf(extra) {
  return extra.authInfo && extra.authInfo.extra ? extra.authInfo.extra.userId : undefined;
}

function createServer() {
  const server = new McpServer({ name: 'inventory-sync', version: '3.0.4' });

  server.registerTool(
    'transfer_stock',
    { description: 'Move stock between warehouses', inputSchema: { sku: z.string(), from: z.string(), to: z.string(), qty: z.number().int() }, annotations: { destructiveHint: true } },
    async (args, extra) => {
      const userId = userIdOf(extra);
      if (!userId) return err('Authentication required');
      const raw = extra.requestState || (extra._meta && extra._meta.requestState);
      if (!raw) {
        return {
          resultType: 'input_required',
          inputRequests: { confirm: ask(`Move ${args.qty} x ${args.sku} from ${args.from} to ${args.to}?`) },
          requestState: signTransferState({ // expect: require-state-binding
            sku: args.sku,
            from: args.from,
            to: args.to,
            qty: args.qty,
            erpConfigured: Boolean(process.env.ERP_API_KEY),
            erpAuth: process.env.ERP_API_KEY, // expect: no-secrets-in-state
          }, userId),
        };
      }
      const state = raw.startsWith('eyJ') ? verifyTransferState(raw, userId) : readLegacyState(raw, userId, 'transfer_stock');
      if (!state || state.sku !== args.sku || state.qty !== args.qty) return err('Invalid or expired requestState');
      return { content: [{ type: 'text', text: `Transferred ${state.qty} x ${state.sku}` }] };
    },
  );

  server.registerTool(
    'recount_bin',
    { description: 'Reset a bin count after a physical recount', inputSchema: { bin: z.string(), counted: z.number().int() } },
    async ({ bin, counted }, extra) => {
      const userId = userIdOf(extra);
      if (!userId) return err('Authentication required');
      const raw = extra.requestState;
      if (!raw) {
        return {
          resultType: 'input_required',
          inputRequests: { confirm: ask(`Set bin ${bin} to ${counted}?`) },
          requestState: signRecountState({ bin, counted, warehouse: process.env.WAREHOUSE_ID }, userId),
        };
      }
      const state = verifyRecountState(raw, userId);
      if (state.bin !== bin || state.counted !== counted) return err('State does not match');
      return { content: [{ type: 'text', text: `Bin ${bin} set to ${counted}` }] };
    },
  );

  return server;
}

module.exports = { createServer };
