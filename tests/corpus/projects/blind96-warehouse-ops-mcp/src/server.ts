// McpServer factory: verifies request state through the codec hook and registers the warehouse tools.
// @ts-nocheck
import { z } from 'zod';
import { McpServer } from '@modelcontextprotocol/server';
import { registerReserveStock } from './tools/reserveStock.js';
import { registerCancelShipment } from './tools/cancelShipment.js';
import { toolError } from './state.js';

export function buildServerFactory({ codec, pending, wms, audit }) {
  return () => {
    const server = new McpServer(
      { name: 'warehouse-ops', version: '3.1.0' },
      { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
    );

    registerReserveStock(server, { codec, pending, wms });
    registerCancelShipment(server, { codec, wms, audit });

    server.registerTool(
      'track_shipment',
      {
        title: 'Track shipment',
        description: 'Show the status and latest carrier events of a shipment.',
        inputSchema: { shipmentId: z.string().min(1) },
        annotations: { readOnlyHint: true },
      },
      async ({ shipmentId }, ctx) => {
        const auth = ctx.http?.authInfo;
        if (!auth) return toolError('Authentication required.');
        const shipment = await wms.getShipment(shipmentId);
        if (!auth.extra.warehouses.includes(shipment.warehouseId)) return toolError('Not your warehouse.');
        const events = (shipment.trackingEvents ?? []).slice(-5).map((e) => `${e.occurredAt} ${e.status}`);
        return {
          content: [{ type: 'text', text: `${shipment.id}: ${shipment.status}\n${events.join('\n')}` }],
          structuredContent: { id: shipment.id, status: shipment.status, events: shipment.trackingEvents ?? [] },
        };
      },
    );

    return server;
  };
}
