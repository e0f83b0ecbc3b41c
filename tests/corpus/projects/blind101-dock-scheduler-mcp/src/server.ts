// Builds the dock-scheduler McpServer (SDK 1.x) with its slot listing, booking and cancellation tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { openSlots } from './db/appointments.js';
import { callerOf, text, toolError } from './mcp/roundTrip.js';
import { registerBookDock } from './tools/bookDock.js';
import { registerCancelAppointment } from './tools/cancelAppointment.js';

export function buildServer(deps) {
  const server = new McpServer({ name: 'dock-scheduler', version: '1.3.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'list_open_slots',
    {
      description: 'List free inbound dock slots at your warehouse for a given day (YYYY-MM-DD).',
      inputSchema: { day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) },
      annotations: { readOnlyHint: true },
    },
    async (args, extra) => {
      const who = callerOf(extra);
      if (!who) return toolError('Sign-in required.');
      const slots = await openSlots(deps.db, who.warehouseId, args.day);
      const lines = slots.map((s) => `#${s.id}  door ${s.door}  ${s.starts_at.toISOString().slice(11, 16)}-${s.ends_at.toISOString().slice(11, 16)}`);
      return text(lines.join('\n') || 'No free slots that day.', { slots });
    },
  );

  registerBookDock(server, deps);
  registerCancelAppointment(server, deps);
  return server;
}
