// Read-only tools: list a grower's irrigation zones and read live sensor values for one zone.
const db = require('../db');
const gateway = require('../gateway');

const asText = (value) => ({
  content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }],
});

const listZones = {
  name: 'list_zones',
  description: "List the irrigation zones of the caller's greenhouse operation.",
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  annotations: { readOnlyHint: true },
  async handle(_args, { caller }) {
    const rows = await db.listZones(caller.growerId);
    return asText(rows.map((z) => ({ id: z.id, name: z.name, house: z.house, crop: z.crop, flowLpm: Number(z.flow_lpm) })));
  },
};

const zoneStatus = {
  name: 'zone_status',
  description: 'Current soil moisture, EC and valve state for one zone.',
  inputSchema: {
    type: 'object',
    properties: { zoneId: { type: 'string', format: 'uuid' } },
    required: ['zoneId'],
  },
  annotations: { readOnlyHint: true },
  async handle({ zoneId }, { caller }) {
    const zone = await db.getZone(zoneId);
    if (!zone || zone.grower_id !== caller.growerId) {
      return { isError: true, content: [{ type: 'text', text: 'zone not found' }] };
    }
    const sensors = await gateway.readSensors(zone.valve_id);
    return asText({
      zone: zone.name,
      moisturePct: sensors.vwc,
      ecMsPerCm: sensors.ec,
      valveOpen: sensors.open,
      readAt: sensors.ts,
    });
  },
};

module.exports = { tools: [listZones, zoneStatus] };
