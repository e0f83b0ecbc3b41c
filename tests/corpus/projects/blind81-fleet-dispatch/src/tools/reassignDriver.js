// reassign_driver: moves a planned route to another driver after the dispatcher confirms.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { driverById, reassignRoute, routeById } from '../repo.js';
import { openState, sealState } from '../seal.js';
import { accepted, askFor, elicit, stateOf } from '../mrtr.js';
import { ensure, text, toolError } from '../fp.js';

const TOOL = 'reassign_driver';

const Args = z.object({
  routeId: z.string().min(1),
  driverId: z.string().min(1),
  note: z.string().max(280).optional(),
});

const argsDigest = ({ routeId, driverId, note }) =>
  createHash('sha256').update(JSON.stringify([routeId, driverId, note ?? ''])).digest('base64url');

const sameRequest = (args) => (state) => state.tool === TOOL && state.argsDigest === argsDigest(args);

const confirmPrompt = (route, driver) =>
  elicit(`Reassign route ${route.id} (starts ${route.planned_start}) to ${driver.name}?`, {
    confirm: { type: 'boolean', title: 'Reassign route' },
  });

const ask = (args, caller, route, driver) =>
  askFor({ confirm: confirmPrompt(route, driver) }, sealState({ sub: caller.userId, tool: TOOL, argsDigest: argsDigest(args) }));

const commit = (args, caller) =>
  reassignRoute(args.routeId, args.driverId, caller.userId).then(() => text(`Route ${args.routeId} is now assigned to driver ${args.driverId}.`));

const apply = (request, args, caller) =>
  openState(stateOf(request)) // expect: require-state-binding
    .then(ensure(sameRequest(args), 'This confirmation belongs to a different request.'))
    .then(() => (accepted('confirm')(request)?.confirm === true ? commit(args, caller) : text('Route left unchanged.')));

export const reassignDriver = {
  name: TOOL,
  description: 'Reassign a planned route to a different driver. Asks the dispatcher to confirm.',
  inputSchema: {
    type: 'object',
    properties: {
      routeId: { type: 'string' },
      driverId: { type: 'string' },
      note: { type: 'string', maxLength: 280 },
    },
    required: ['routeId', 'driverId'],
  },
  annotations: { destructiveHint: true },
  handle: async (request, caller) => {
    const args = Args.parse(request.params.arguments ?? {});
    const [route, driver] = await Promise.all([routeById(caller.tenantId, args.routeId), driverById(caller.tenantId, args.driverId)]);
    if (!route || !driver) return toolError('Route or driver not found.');
    if (route.status !== 'planned') return toolError(`Route is ${route.status}; only planned routes can be reassigned.`);
    return stateOf(request) ? apply(request, args, caller) : ask(args, caller, route, driver);
  },
};
