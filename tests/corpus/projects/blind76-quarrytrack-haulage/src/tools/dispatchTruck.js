// dispatch_truck: offer idle trucks at a site, then assign the dispatcher's pick to the given loads.
const db = require('../db');
const { seal, open } = require('../seal');
const { needInput, incomingState, accepted, elicit, toolError, toolText } = require('../mrtr');

const TOOL = 'dispatch_truck';

const definition = {
  name: TOOL,
  description: 'Assign an idle truck at a quarry site to one or more open loads',
  inputSchema: {
    type: 'object',
    properties: {
      siteId: { type: 'string' },
      loadIds: { type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: 6 },
    },
    required: ['siteId', 'loadIds'],
  },
};

function sameLoads(a, b) {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  const sorted = [...b].sort((x, y) => x - y);
  return [...a].sort((x, y) => x - y).every((id, i) => id === sorted[i]);
}

async function handle(request, extra) {
  const userId = extra.authInfo?.extra?.userId;
  const { siteId, loadIds } = request.params.arguments ?? {};
  if (!userId) return toolError('Not signed in.');
  if (!extra.authInfo.extra.siteIds.includes(siteId)) return toolError('You do not dispatch for that site.');

  const raw = incomingState(request);
  if (!raw) {
    const loads = await db.openLoads(siteId, loadIds);
    if (loads.length !== loadIds.length) return toolError('Some of those loads are not open at this site.');
    const trucks = await db.availableTrucks(siteId);
    const tonnes = loads.reduce((sum, l) => sum + Number(l.tonnes), 0);
    const fitting = trucks.filter((t) => Number(t.capacity_t) >= tonnes);
    if (fitting.length === 0) return toolError(`No idle truck at this site can carry ${tonnes} t.`);

    const requestState = seal({ sub: userId, tool: TOOL, siteId, loadIds, truckIds: fitting.map((t) => t.id) }); // expect: require-state-binding
    return needInput(
      {
        truck: elicit(`Which truck should carry ${loads.length} load(s), ${tonnes} t in total?`, {
          truckId: {
            type: 'integer',
            oneOf: fitting.map((t) => ({ const: t.id, title: `${t.registration} (${t.capacity_t} t, ${t.driver})` })),
          },
        }),
      },
      requestState,
    );
  }

  const [error, state] = open(raw);
  if (error) {
    switch (error.reason) {
      case 'expired':
        return toolError('The truck list is out of date. Please ask again.');
      case 'missing':
      case 'malformed':
      case 'signature':
      default:
        return toolError('That dispatch answer could not be verified. Nothing was assigned.');
    }
  }
  if (state.sub !== userId || state.tool !== TOOL) return toolError('That answer belongs to a different request.');
  if (state.siteId !== siteId || !sameLoads(state.loadIds, loadIds)) return toolError('The loads changed between rounds.');

  const pick = accepted(request, 'truck');
  if (!pick) return toolText('No truck assigned.');
  if (!state.truckIds.includes(pick.truckId)) return toolError('That truck was not offered.');

  const assigned = await db.assignTruck(siteId, pick.truckId, loadIds, userId);
  return assigned ? toolText(`Truck ${pick.truckId} assigned to loads ${loadIds.join(', ')}.`) : toolError('That truck was taken meanwhile. Please ask again.');
}

module.exports = { definition, handle };
