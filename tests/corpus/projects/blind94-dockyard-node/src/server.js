// Builds a per-request McpServer with the shipment tools registered.
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { z } = require('zod');
const { registerCancelShipment } = require('./tools/cancelShipment');
const { registerRelabelParcel } = require('./tools/relabelParcel');

function buildServer(deps) {
  const server = new McpServer({ name: 'dockyard', version: '3.4.1' }, { capabilities: { tools: {} } });

  server.registerTool(
    'find_shipments',
    {
      title: 'Find shipments',
      description: 'Search shipments on your account by status or order reference.',
      inputSchema: {
        status: z.enum(['label_created', 'awaiting_pickup', 'in_transit', 'delivered', 'cancelled']).optional(),
        reference: z.string().max(64).optional(),
        limit: z.number().int().min(1).max(100).default(25),
      },
      annotations: { readOnlyHint: true },
    },
    async (args, extra) => {
      const accountId = extra.authInfo?.extra?.accountId;
      if (!accountId) return { content: [{ type: 'text', text: 'Sign in first.' }], isError: true };
      const rows = await deps.db.findShipments(accountId, args);
      return {
        content: [
          {
            type: 'text',
            text: rows.length
              ? rows.map((s) => `${s.id}  ${s.reference}  ${s.status}  ${s.carrier} ${s.tracking_number}  → ${s.ship_to_city}, ${s.ship_to_country}`).join('\n')
              : 'No shipments found.',
          },
        ],
        _meta: { 'dev.dockyard/apiVersion': deps.cfg.apiVersion },
      };
    },
  );

  registerCancelShipment(server, deps);
  registerRelabelParcel(server, deps);
  return server;
}

module.exports = { buildServer };
