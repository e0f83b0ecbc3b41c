// read_sensors tool: latest readings for the operator's site, optionally filtered by kind.
export const readSensors = {
  name: 'read_sensors',
  description: 'Latest sensor readings for your greenhouse site.',
  inputSchema: {
    type: 'object',
    properties: { kind: { type: 'string', enum: ['ec', 'ph', 'temperature', 'humidity', 'co2'] } },
  },
  annotations: { readOnlyHint: true },

  async run(args, ctx, { hub }) {
    const { readings = [] } = await hub.latestReadings(ctx.siteId, { kind: args.kind });
    const lines = readings.map((r) => `${r.zone.padEnd(12)} ${r.kind.padEnd(11)} ${r.value} ${r.unit}  (${r.at})`);
    return {
      content: [{ type: 'text', text: lines.join('\n') || 'No readings reported yet.' }],
      structuredContent: { readings },
    };
  },
};
