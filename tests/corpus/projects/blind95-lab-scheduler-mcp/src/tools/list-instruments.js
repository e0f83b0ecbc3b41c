// Tool list_instruments: read-only list of bookable instruments and their current status.
export function registerListInstruments(server, { db }) {
  server.registerTool(
    'list_instruments',
    {
      description: 'List the shared instruments, where they are, and whether they can be booked.',
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    async () => {
      const rows = await db.listInstruments();
      const text = rows
        .map((r) => `${r.id}\t${r.name}\t${r.room}\t${r.status}${r.requiresTraining ? '\ttraining required' : ''}`)
        .join('\n');
      return { content: [{ type: 'text', text: text || 'No instruments registered.' }] };
    },
  );
}
