// recent_notes tool that lists the latest HubSpot notes logged by the signed-in rep.
// @ts-nocheck
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { RepSession } from '../session';

export const recentNotesTool = {
  name: 'recent_notes',
  description: 'Show the latest notes the signed-in rep logged',
  inputSchema: { type: 'object' as const, properties: { limit: { type: 'number' } } },

  async run(args: { limit?: number }, rep: RepSession): Promise<CallToolResult> {
    const limit = Math.min(args.limit ?? 5, 20);
    const res = await fetch('https://api.hubapi.com/crm/v3/objects/notes?limit=' + limit + '&properties=hs_note_body', {
      headers: { authorization: `Bearer ${rep.hubspotToken}` },
    });
    if (!res.ok) return { isError: true, content: [{ type: 'text', text: `HubSpot error ${res.status}` }] };
    const data = (await res.json()) as { results: { id: string; properties: { hs_note_body?: string } }[] };
    const text = data.results.map((n) => `• ${n.properties.hs_note_body ?? '(empty)'}`).join('\n');
    return { content: [{ type: 'text', text: text || 'No notes yet.' }] };
  },
};
