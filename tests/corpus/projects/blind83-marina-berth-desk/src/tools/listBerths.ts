// list_free_berths: read-only search for visitor berths that fit a vessel on given dates.
// @ts-nocheck
import { z } from 'zod';
import { freeBerths } from '../db.js';
import { config } from '../config.js';
import { money, text } from './shared.js';

export function registerListBerths(server) {
  server.registerTool(
    'list_free_berths',
    {
      description: 'List visitor berths that are free for the given arrival date and number of nights.',
      inputSchema: z.object({
        arrival: z.string().date(),
        nights: z.number().int().min(1).max(config.maxStayNights),
        vesselLengthM: z.number().positive().max(60),
      }),
      annotations: { readOnlyHint: true },
    },
    async ({ arrival, nights, vesselLengthM }) => {
      const rows = await freeBerths(arrival, nights, vesselLengthM);
      if (rows.length === 0) {
        return text(`No visitor berth for a ${vesselLengthM} m vessel is free from ${arrival} for ${nights} night(s).`);
      }
      const lines = rows.map(
        (b) =>
          `${b.id}  ${b.label} (pontoon ${b.pontoon}, up to ${b.max_length_m} m${b.shore_power ? ', shore power' : ''}) ` +
          `${money(b.nightly_rate_cents * nights, config.currency)} total`,
      );
      return text(lines.join('\n'));
    },
  );
}
