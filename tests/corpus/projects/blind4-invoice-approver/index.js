#!/usr/bin/env node
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');

const { loadSigningKeys, describeKeys } = require('./lib/keys');
const { createSealer } = require('./lib/seal');
const { TOOLS, createHandlers } = require('./lib/handlers');

// In-memory ledger stand-in; the real deployment talks to the ERP.
const invoices = new Map([
  ['INV-1001', { supplier: 'Acme Paper', amountCents: 129900, currency: 'EUR', status: 'open', notes: [] }],
  ['INV-1002', { supplier: 'Northwind', amountCents: 45000, currency: 'EUR', status: 'open', notes: [] }],
]);

const ledger = {
  async find(id) {
    return invoices.get(id) || null;
  },
  async approve(id, user) {
    const inv = invoices.get(id);
    if (!inv) throw new Error(`unknown invoice ${id}`);
    inv.status = 'approved';
    inv.approvedBy = user;
  },
  async addNote(id, author, note) {
    const inv = invoices.get(id);
    if (!inv) throw new Error(`unknown invoice ${id}`);
    inv.notes.push({ author, note, at: Date.now() });
  },
};

const keys = loadSigningKeys();
console.error('[invoice-approver] signing keys', describeKeys(keys));
const handlers = createHandlers({ sealer: createSealer(keys), ledger }); // expect: no-weak-state-key

const server = new Server(
  { name: 'invoice-approver', version: '1.3.0' },
  { capabilities: { tools: {} } },
);

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const handler = handlers[request.params.name];
  if (!handler) {
    return { content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }], isError: true };
  }
  try {
    return await handler(request.params, extra);
  } catch (err) {
    return { content: [{ type: 'text', text: String(err && err.message ? err.message : err) }], isError: true };
  }
});

server.connect(new StdioServerTransport()).catch((err) => {
  console.error(err);
  process.exit(1);
});
