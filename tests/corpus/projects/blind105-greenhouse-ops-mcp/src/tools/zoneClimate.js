// read_zone_climate tool: current temperature, humidity, CO2 and soil moisture for one greenhouse zone.
import { z } from 'zod';
import { withCaller, finish, carry, text, failure } from '../lib/steps.js';

export const zoneClimate = ({ climate, history }) => ({
  name: 'read_zone_climate',
  config: {
    description: 'Read the current climate of a greenhouse zone you belong to.',
    inputSchema: { zoneId: z.string().min(2) },
    annotations: { readOnlyHint: true },
  },
  handler: withCaller(
    'greenhouse:read',
    async (c) => ((await history.roleIn(c.args.zoneId, c.userId)) ? carry(c) : finish(failure(`you are not a member of zone ${c.args.zoneId}`))),
    async (c) => {
      const { data } = await climate.climate(c.token, c.args.zoneId);
      return finish(
        text(
          `${data.zoneName}: ${data.airTempC.toFixed(1)} °C, ${data.relativeHumidity}% RH, ${data.co2Ppm} ppm CO2, ` +
            `soil moisture ${data.soilMoisturePct}% (sampled ${data.sampledAt}).`,
        ),
      );
    },
  ),
});
