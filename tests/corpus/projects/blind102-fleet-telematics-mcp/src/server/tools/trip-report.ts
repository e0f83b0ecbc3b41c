// export_trip_report tool: asks for a date range, then pulls trips from the telematics platform as CSV.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { managedFleets, recordExport } from '../../shared/db.js';
import { exchangeForTelematicsToken, fetchTrips, toCsv } from '../../shared/telematics.js';
import { userIdOf } from '../state.js';

const TOOL = 'export_trip_report';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function registerTripReport(server, codec) {
  server.registerTool(
    TOOL,
    {
      description: 'Export the trips of a fleet for a date range as CSV.',
      inputSchema: { fleetId: z.string().min(1) },
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      if (!(await managedFleets(userId)).includes(args.fleetId)) {
        return { isError: true, content: [{ type: 'text', text: 'You do not manage this fleet.' }] };
      }

      const prior = await ctx.mcpReq.requestState();
      const range = acceptedContent(ctx.mcpReq.inputResponses, 'range');

      if (!prior || prior.tool !== TOOL || prior.fleetId !== args.fleetId || !range) {
        const upstream = await exchangeForTelematicsToken(ctx.http.authInfo.token);
        const pending = {
          tool: TOOL,
          fleetId: args.fleetId,
          upstreamToken: upstream.access_token, // expect: no-secrets-in-state
          upstreamExpiresAt: upstream.expires_at,
        };
        return inputRequired({
          inputRequests: {
            range: inputRequired.elicit({
              message: 'Which days should the report cover?',
              requestedSchema: {
                type: 'object',
                properties: {
                  from: { type: 'string', title: 'First day (YYYY-MM-DD)' },
                  to: { type: 'string', title: 'Last day (YYYY-MM-DD)' },
                },
                required: ['from', 'to'],
              },
            }),
          },
          requestState: await codec.mint(pending, ctx),
        });
      }

      if (!ISO_DAY.test(range.from) || !ISO_DAY.test(range.to) || range.from > range.to) {
        return { isError: true, content: [{ type: 'text', text: 'Use two dates in YYYY-MM-DD order.' }] };
      }

      const token =
        prior.upstreamExpiresAt > Date.now() + 30_000
          ? prior.upstreamToken
          : (await exchangeForTelematicsToken(ctx.http.authInfo.token)).access_token;
      const trips = await fetchTrips(token, args.fleetId, range.from, range.to);
      await recordExport(args.fleetId, userId, trips.length);
      return {
        content: [
          { type: 'text', text: `${trips.length} trips between ${range.from} and ${range.to}.` },
          { type: 'resource', resource: { uri: `fleet://${args.fleetId}/trips.csv`, mimeType: 'text/csv', text: toCsv(trips) } },
        ],
      };
    },
  );
}
