// Registers the read-only get_event tool that describes one calendar event.
// @ts-nocheck
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { calendar } from '../calendar/client.js';

export function registerGetEvent(server: McpServer): void {
  server.registerTool(
    'get_event',
    {
      title: 'Get event',
      description: 'Read one calendar event',
      inputSchema: { eventId: z.string() },
      annotations: { readOnlyHint: true },
    },
    ({ eventId }) =>
      calendar.getEvent(eventId).then((ev) => ({
        content: [{ type: 'text' as const, text: `${ev.title} (${ev.start} – ${ev.end}), organised by ${ev.organizer}` }],
      })),
  );
}
