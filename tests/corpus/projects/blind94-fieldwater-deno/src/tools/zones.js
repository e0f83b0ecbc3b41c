// list_zones and schedule_watering tools.
export const zoneTools = [
  {
    name: 'list_zones',
    description: 'List the irrigation zones you can see, with current soil moisture.',
    inputSchema: { type: 'object', properties: {} },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'schedule_watering',
    description: 'Schedule an irrigation run for one zone.',
    inputSchema: {
      type: 'object',
      properties: {
        zoneId: { type: 'string' },
        startAt: { type: 'string', format: 'date-time' },
        minutes: { type: 'integer', minimum: 1, maximum: 240 },
      },
      required: ['zoneId', 'startAt', 'minutes'],
    },
  },
];

export async function listZones({ deps, user }) {
  const zones = await deps.zonesForUser(user.id);
  const rows = await Promise.all(
    zones.map(async (zone) => {
      const status = await deps.controller.zoneStatus(zone.id).catch(() => null);
      return { id: zone.id, name: zone.name, crop: zone.cropType, moisture: status?.moisturePct ?? null };
    }),
  );
  return {
    content: [{ type: 'text', text: rows.map((r) => `${r.id}  ${r.name}  ${r.crop}  moisture=${r.moisture ?? '?'}%`).join('\n') || 'No zones.' }],
    structuredContent: { zones: rows },
  };
}

export async function scheduleWatering({ deps, user, args }) {
  if (!(await deps.userCanOperate(user.id, args.zoneId))) {
    return { content: [{ type: 'text', text: 'You cannot operate that zone.' }], isError: true };
  }
  const startAt = new Date(args.startAt);
  if (Number.isNaN(startAt.getTime()) || startAt.getTime() < Date.now() - 60_000) {
    return { content: [{ type: 'text', text: 'startAt must be a future time.' }], isError: true };
  }
  const run = await deps.controller.scheduleRun(args.zoneId, { startAt: startAt.toISOString(), minutes: args.minutes });
  const id = await deps.saveSchedule(args.zoneId, { startAt: startAt.toISOString(), minutes: args.minutes, by: user.id, runId: run.id });
  await deps.log({ user: user.id, action: 'schedule', zoneId: args.zoneId, scheduleId: id });
  return { content: [{ type: 'text', text: `Scheduled ${args.minutes} min on ${args.zoneId} at ${startAt.toISOString()} (run ${run.id}).` }] };
}
