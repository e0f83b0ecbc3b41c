// MCP server with transfer_stock and receive_shipment tools that confirm moves and record damaged units.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { argsDigest } = require('./canonical');
const inventory = require('./inventory');
const { seal, unseal } = require('./seal');

const done = (text, isError = false) => ({ resultType: 'complete', content: [{ type: 'text', text }], isError });
const ask = (key, message, properties, requestState) => ({
  resultType: 'input_required',
  inputRequests: {
    [key]: {
      method: 'elicitation/create',
      params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
    },
  },
  requestState,
});
const accepted = (responses, key) => (responses?.[key]?.action === 'accept' ? responses[key].content : undefined);

const definitions = [
  {
    name: 'transfer_stock',
    description: 'Move stock of one SKU between two locations. Asks the user to confirm.',
    inputSchema: {
      type: 'object',
      properties: {
        sku: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        quantity: { type: 'integer', minimum: 1 },
      },
      required: ['sku', 'from', 'to', 'quantity'],
    },
    annotations: { destructiveHint: true },
  },
  {
    name: 'receive_shipment',
    description: 'Receive an inbound shipment (ASN) and record damaged units.',
    inputSchema: { type: 'object', properties: { asnId: { type: 'string' } }, required: ['asnId'] },
  },
];

const handlers = {
  async transfer_stock(args, { userId, requestState, inputResponses }) {
    const binding = { userId, tool: 'transfer_stock' };
    const digest = argsDigest('transfer_stock', args);
    const answer = accepted(inputResponses, 'confirm');

    if (requestState && answer) {
      const state = await unseal(requestState, binding);
      if (!state || state.digest !== digest) return done('Confirmation expired or does not match; nothing moved.', true);
      if (!answer.confirm) return done('Transfer cancelled.');
      const move = await inventory.transfer(args, userId);
      return done(`Moved ${args.quantity} × ${args.sku} from ${args.from} to ${args.to} (transfer ${move.id}).`);
    }

    const stock = await inventory.onHand(args.from, args.sku);
    if (stock.quantity < args.quantity) return done(`Only ${stock.quantity} on hand at ${args.from}.`, true);
    return ask(
      'confirm',
      `Move ${args.quantity} × ${args.sku} from ${args.from} to ${args.to}? ${stock.quantity - args.quantity} will remain.`,
      { confirm: { type: 'boolean', title: 'Confirm transfer' } },
      await seal({ digest }, binding),
    );
  },

  async receive_shipment({ asnId }, { userId, requestState, inputResponses }) {
    const binding = { userId, tool: 'receive_shipment' };
    const damaged = accepted(inputResponses, 'damaged');

    if (requestState && damaged) {
      const state = await unseal(requestState, binding);
      if (!state || state.asnId !== asnId) return done('This receipt session expired; start again.', true);
      const lines = state.lines.map((l) => ({ ...l, damaged: Number(damaged[l.sku] ?? 0) }));
      const receipt = await inventory.receive(asnId, lines, userId);
      return done(`Received ASN ${asnId} (${receipt.id}); ${lines.length} lines.`);
    }

    const asn = await inventory.asn(asnId);
    const lines = asn.lines.map((l) => ({ sku: l.sku, expected: l.quantity }));
    const properties = Object.fromEntries(
      lines.map((l) => [l.sku, { type: 'integer', minimum: 0, maximum: l.expected, title: `Damaged ${l.sku}` }]),
    );
    return ask(
      'damaged',
      `ASN ${asnId} from ${asn.supplierName}: how many units of each SKU arrived damaged?`,
      properties,
      await seal({ asnId, supplierRef: asn.supplierRef, lines }, binding),
    );
  },
};

function createServer() {
  const server = new Server({ name: 'warehouse', version: '2.1.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: definitions }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args = {}, requestState, inputResponses } = request.params;
    const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (!handler) return done(`Unknown tool: ${name}`, true);
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string') return done('Not signed in.', true);
    return handler(args, { userId, requestState, inputResponses });
  });
  return server;
}

module.exports = { createServer };
