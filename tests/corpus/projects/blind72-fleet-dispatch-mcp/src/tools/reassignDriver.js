// reassign_driver: moves a planned route to another driver once the dispatcher confirms.
'use strict';

const db = require('../db');
const { inputRequired, elicit, accepted, text, toolError } = require('../results');

const TOOL = 'reassign_driver';

exports.definition = {
  name: TOOL,
  description: 'Reassign a planned route to a different driver. Both drivers are notified in the driver app.',
  inputSchema: {
    type: 'object',
    properties: {
      routeId: { type: 'string', description: 'Route identifier, e.g. R-2024-11-0412' },
      driverId: { type: 'string', description: 'Driver who takes over the route' },
      reason: { type: 'string', description: 'Free-text reason stored in the route history' },
    },
    required: ['routeId', 'driverId'],
  },
  annotations: { title: 'Reassign driver', destructiveHint: true, idempotentHint: false },
};

/**
 * @param {{ routeId: string, driverId: string, reason?: string }} args
 * @param {any} ctx
 */
exports.handle = async function handle(args, ctx) {
  const [route] = await db.query(ctx.config,
    'SELECT id, depot_id, driver_id, status, starts_at FROM routes WHERE id = $1', [args.routeId]);
  if (!route) return toolError(`Route ${args.routeId} not found`);
  if (!ctx.auth.extra.depots.includes(route.depot_id)) return toolError('That route belongs to another depot');
  if (route.status !== 'planned') return toolError(`Route is ${route.status}; only planned routes can be reassigned`);
  if (route.driver_id === args.driverId) return text(`Route ${route.id} is already assigned to ${args.driverId}.`);

  if (!ctx.requestState) {
    const [driver] = await db.query(ctx.config,
      'SELECT id, display_name FROM drivers WHERE id = $1 AND active AND depot_id = $2', [args.driverId, route.depot_id]);
    if (!driver) return toolError(`Driver ${args.driverId} is not active at this depot`);
    const requestState = ctx.sealer.seal({ userId: ctx.userId, tool: TOOL }); // expect-todo: require-state-binding
    return inputRequired({
      confirm: elicit(
        `Reassign route ${route.id} (starts ${new Date(route.starts_at).toISOString()}) to ${driver.display_name}?`,
        { confirm: { type: 'boolean', title: 'Confirm reassignment' } },
      ),
    }, requestState);
  }

  const state = ctx.sealer.open(ctx.requestState);
  if (!state || state.userId !== ctx.userId || state.tool !== TOOL) {
    return toolError('The confirmation has expired; please ask again.');
  }
  const answer = accepted(ctx.inputResponses, 'confirm');
  if (!answer || answer.confirm !== true) return text('Reassignment cancelled.');

  await db.withTransaction(ctx.config, async (client) => {
    await client.query(
      'UPDATE routes SET driver_id = $1, updated_by = $2, updated_at = now() WHERE id = $3 AND status = $4',
      [args.driverId, ctx.userId, args.routeId, 'planned']);
    await client.query(
      'INSERT INTO route_events (route_id, kind, actor, detail) VALUES ($1, $2, $3, $4)',
      [args.routeId, 'reassigned', ctx.userId, JSON.stringify({ from: route.driver_id, to: args.driverId, reason: args.reason || null })]);
    await client.query("SELECT pg_notify('driver_app', $1)", [JSON.stringify({ routeId: args.routeId, drivers: [route.driver_id, args.driverId] })]);
  });
  return text(`Route ${args.routeId} reassigned to ${args.driverId}.`, { routeId: args.routeId, driverId: args.driverId });
};
