// McpServer factory for the toll desk; registers the read-only listing tool and the multi-round tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { chargesForFleet } from './tolls.js';
import { fleetOf, ok } from './roundTrip.js';
import { registerDisputeCharge } from './tools/disputeCharge.js';
import { registerVoidCharge } from './tools/voidCharge.js';
import { registerAssignTransponder } from './tools/assignTransponder.js';

export function buildServer() {
  const server = new McpServer({ name: 'fleet-toll-desk', version: '2.1.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'list_toll_charges',
    {
      description: 'List toll charges for your fleet between two dates, optionally for one vehicle.',
      inputSchema: {
        from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        vehicleId: z.string().uuid().optional(),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ from, to, vehicleId }, extra) => {
      const rows = await chargesForFleet(fleetOf(extra), from, to, vehicleId);
      if (rows.length === 0) return ok('No toll charges in that period.');
      const total = rows.reduce((sum, r) => sum + r.amount_cents, 0);
      const lines = rows.map(
        (r) => `${r.id}  ${r.passed_at.toISOString().slice(0, 16)}  ${r.plate.padEnd(9)} ${r.plaza.padEnd(24)} ${(r.amount_cents / 100).toFixed(2)}  ${r.status}`,
      );
      return ok(`${lines.join('\n')}\n\n${rows.length} charge(s), total ${(total / 100).toFixed(2)}`);
    },
  );

  registerDisputeCharge(server);
  registerVoidCharge(server);
  registerAssignTransponder(server);
  return server;
}
