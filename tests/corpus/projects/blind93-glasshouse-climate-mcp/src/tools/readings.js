// Tool zone_readings: returns the latest climate sensor readings for a zone.
'use strict';

const db = require('../db');
const { principal, assertSite } = require('../auth/verifier');
const { text } = require('../mcp/rounds');

const definition = {
  name: 'zone_readings',
  description: 'Latest temperature, humidity, CO2 and light readings for a greenhouse zone.',
  inputSchema: {
    type: 'object',
    properties: {
      site: { type: 'string' },
      zoneId: { type: 'integer' },
      limit: { type: 'integer', minimum: 1, maximum: 96, default: 12 },
    },
    required: ['site', 'zoneId'],
  },
  annotations: { readOnlyHint: true },
};

async function handle(params, extra) {
  const who = principal(extra);
  const { site, zoneId, limit = 12 } = params.arguments || {};
  assertSite(who, site);

  const rows = await db.latestReadings(site, zoneId, limit);
  if (rows.length === 0) return text(`No readings for zone ${zoneId} yet.`);
  const lines = rows.map(
    (r) => `${new Date(r.taken_at).toISOString()}  ${r.temp_c} °C  ${r.rh_pct}% RH  ${r.co2_ppm} ppm  PAR ${r.par_umol}`,
  );
  return { content: [{ type: 'text', text: lines.join('\n') }], structuredContent: { readings: rows } };
}

module.exports = { definition, handle };
