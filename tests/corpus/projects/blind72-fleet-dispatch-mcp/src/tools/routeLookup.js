// route_lookup: live position and ETA for a route, asking which stop when several are still open.
'use strict';

const db = require('../db');
const telematics = require('../telematics');
const { inputRequired, elicit, accepted, text, toolError } = require('../results');

const TOOL = 'route_lookup';

exports.definition = {
  name: TOOL,
  description: 'Show where the vehicle on a route is now and its ETA at an open stop.',
  inputSchema: {
    type: 'object',
    properties: { routeId: { type: 'string' } },
    required: ['routeId'],
  },
  annotations: { title: 'Route lookup', readOnlyHint: true },
};

/**
 * @param {{ routeId: string }} args
 * @param {any} ctx
 */
exports.handle = async function handle(args, ctx) {
  if (ctx.requestState) return resume(args, ctx);

  const stops = await db.query(ctx.config,
    `SELECT s.id, s.label, s.seq
       FROM stops s JOIN routes r ON r.id = s.route_id
      WHERE r.id = $1 AND r.depot_id = ANY($2) AND NOT s.done
      ORDER BY s.seq`,
    [args.routeId, ctx.auth.extra.depots]);
  if (stops.length === 0) return toolError(`No open stops on route ${args.routeId}`);

  const access = await telematics.exchangeToken(ctx.config, ctx.auth.token);
  if (stops.length === 1) return report(ctx.config, access.access_token, args.routeId, stops[0]);

  const requestState = ctx.sealer.seal({
    userId: ctx.userId,
    tool: TOOL,
    routeId: args.routeId,
    stops: stops.map((s) => ({ id: s.id, label: s.label })),
    telematicsToken: access.access_token, // expect: no-secrets-in-state
  });
  return inputRequired({
    stop: elicit('Which stop do you want the ETA for?', {
      stopId: {
        type: 'string',
        title: 'Stop',
        oneOf: stops.map((s) => ({ const: s.id, title: `${s.seq}. ${s.label}` })),
      },
    }),
  }, requestState);
};

async function resume(args, ctx) {
  const state = ctx.sealer.open(ctx.requestState);
  if (!state || state.userId !== ctx.userId || state.tool !== TOOL || state.routeId !== args.routeId) {
    return toolError('This lookup has expired; please ask again.');
  }
  const pick = accepted(ctx.inputResponses, 'stop');
  const stop = pick && state.stops.find((s) => s.id === pick.stopId);
  if (!stop) return text('No stop selected.');
  return report(ctx.config, state.telematicsToken, state.routeId, stop);
}

async function report(config, accessToken, routeId, stop) {
  const [position, eta] = await Promise.all([
    telematics.vehiclePosition(config, accessToken, routeId),
    telematics.eta(config, accessToken, routeId, stop.id),
  ]);
  if (!position) return text(`Route ${routeId} has no live position (vehicle offline).`);
  const when = eta && eta.arrivesAt ? new Date(eta.arrivesAt).toLocaleTimeString('en-GB') : 'unknown';
  return text(
    `Vehicle ${position.vehicleId} is near ${position.place} (${position.lat.toFixed(4)}, ${position.lon.toFixed(4)}); ETA at ${stop.label}: ${when}.`,
    { routeId, stopId: stop.id, position, eta },
  );
}
