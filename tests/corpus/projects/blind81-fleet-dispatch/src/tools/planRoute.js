// plan_route: builds an optimised delivery plan for a depot and day, asking for depot and vehicles step by step.
import { z } from 'zod';
import { availableVehicles, depotsFor, pendingStops, saveRoutePlan } from '../repo.js';
import { optimise } from '../routing.js';
import { accepted, askFor, elicit, packDraft, respondedTo, stateOf, unpackDraft } from '../mrtr.js';
import { prop, text, toolError } from '../fp.js';

const TOOL = 'plan_route';
const Args = z.object({ note: z.string().max(200).optional() });

const askWhere = (depots) =>
  askFor({
    where: elicit('Which depot and service day should I plan?', {
      depotId: { type: 'string', enum: depots.map(prop('id')), enumNames: depots.map(prop('name')) },
      day: { type: 'string', format: 'date' },
    }),
  });

const askVehicles = (vehicles) =>
  elicit('Which vehicles can be used?', {
    vehicleIds: {
      type: 'array',
      items: { type: 'string', enum: vehicles.map(prop('id')) },
      description: vehicles.map((v) => `${v.id}: ${v.plate} (${v.capacity_kg} kg)`).join(', '),
    },
  });

const summarise = (planId, legs) =>
  text([`Plan ${planId} saved with ${legs.length} route(s):`, ...legs.map((leg) => `- vehicle ${leg.vehicle}: ${leg.steps?.length ?? 0} stops`)].join('\n'));

const firstRound = (caller) => depotsFor(caller.tenantId).then(askWhere);

const secondRound = async (request, caller) => {
  const where = accepted('where')(request);
  if (!where) return text('Planning cancelled.');
  const depots = await depotsFor(caller.tenantId);
  if (!depots.some((d) => d.id === where.depotId)) return toolError('Unknown depot.');
  const vehicles = await availableVehicles(caller.tenantId, where.depotId);
  if (vehicles.length === 0) return text('No vehicles are available at that depot.');
  return askFor({ vehicles: askVehicles(vehicles) }, packDraft({ tenantId: caller.tenantId, depotId: where.depotId, day: where.day })); // expect: require-sealed-state
};

const finalRound = async (request, caller) => {
  const draft = unpackDraft(stateOf(request)); // expect: require-sealed-state
  const chosen = accepted('vehicles')(request)?.vehicleIds ?? [];
  const [stops, vehicles] = await Promise.all([
    pendingStops(draft.tenantId, draft.depotId, draft.day),
    availableVehicles(draft.tenantId, draft.depotId),
  ]);
  const fleet = vehicles.filter((v) => chosen.includes(v.id));
  if (fleet.length === 0) return text('No vehicles selected; nothing planned.');
  const legs = await optimise(stops, fleet, draft.depotId);
  const plan = await saveRoutePlan(draft.tenantId, draft.depotId, draft.day, legs, caller.userId);
  return summarise(plan.id, legs);
};

export const planRoute = {
  name: TOOL,
  description: 'Plan delivery routes for one depot and day using the routing engine, then save the plan.',
  inputSchema: { type: 'object', properties: { note: { type: 'string', maxLength: 200 } } },
  annotations: { readOnlyHint: false },
  handle: (request, caller) => {
    Args.parse(request.params.arguments ?? {});
    if (stateOf(request)) return finalRound(request, caller);
    if (respondedTo('where')(request)) return secondRound(request, caller);
    return firstRound(caller);
  },
};
