#!/usr/bin/env node
import { userInfo } from 'node:os';
import Database from 'better-sqlite3';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { textResult } from '@acme/mcp-core';
import { TRANSFER_TOOL, transferStock } from './transfer.js';

const db = new Database(process.env.INVENTORY_DB ?? 'inventory.sqlite');

/** @typedef {ReturnType<typeof openStock>} Stock */
function openStock(database) {
  const level = database.prepare('SELECT quantity FROM stock WHERE sku = ? AND warehouse = ?');
  const adjust = database.prepare('UPDATE stock SET quantity = quantity + ? WHERE sku = ? AND warehouse = ?');
  const audit = database.prepare('INSERT INTO movements (sku, source, target, quantity, actor, at) VALUES (?, ?, ?, ?, ?, ?)');
  return {
    level: (sku, warehouse) => level.get(sku, warehouse)?.quantity ?? 0,
    move: database.transaction((sku, from, to, quantity, actor) => {
      adjust.run(-quantity, sku, from);
      adjust.run(quantity, sku, to);
      audit.run(sku, from, to, quantity, actor, new Date().toISOString());
    }),
  };
}

const stock = openStock(db);

// stdio: one local operator per process
const who = `local:${userInfo().username}`;

const LEVEL_TOOL = {
  name: 'stock_level',
  description: 'How many units of a SKU a warehouse has',
  inputSchema: { type: 'object', properties: { sku: { type: 'string' }, warehouse: { type: 'string' } }, required: ['sku', 'warehouse'] },
  annotations: { readOnlyHint: true },
};

const server = new Server({ name: 'acme-inventory', version: '0.12.1' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [TRANSFER_TOOL, LEVEL_TOOL] }));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case TRANSFER_TOOL.name:
      return transferStock(request.params, who, stock);
    case LEVEL_TOOL.name: {
      const { sku, warehouse } = request.params.arguments;
      return textResult(`${warehouse} has ${stock.level(sku, warehouse)} × ${sku}`);
    }
    default:
      return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
  }
});

await server.connect(new StdioServerTransport());
