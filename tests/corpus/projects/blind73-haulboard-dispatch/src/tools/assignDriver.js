// assign_driver tool: shows nearby available drivers for an open load and assigns the one picked.
'use strict';

const db = require('../db');
const { seal, unseal } = require('../stateToken');
const { dispatcherOf } = require('../auth');
const { elicit, inputRequired, incomingState, accepted, text, failure } = require('../roundTrip');

const NAME = 'assign_driver';

const definition = {
  name: NAME,
  description: 'Assign a driver to an open load. Offers the closest available drivers in your depot.',
  inputSchema: {
    type: 'object',
    properties: { loadId: { type: 'integer', minimum: 1 } },
    required: ['loadId'],
  },
};

async function offerDrivers(request, extra) {
  const { userId, depotId } = dispatcherOf(extra);
  const { loadId } = request.params.arguments;
  const load = await db.loadById(loadId);
  if (!load || load.depotId !== depotId) return failure(`Load ${loadId} is not in your depot.`);
  if (load.status !== 'open') return failure(`Load ${loadId} is already ${load.status}.`);

  const drivers = await db.availableDrivers(depotId, load.pickupLat, load.pickupLng);
  if (drivers.length === 0) return failure('No drivers with enough hours are available right now.');

  const options = drivers.map((d) => ({
    const: String(d.id),
    title: `${d.name} · ${d.truckClass} · ${Math.round(d.km)} km away · ${Math.floor(d.hosLeft / 60)}h left`,
  }));
  return inputRequired(
    { driver: elicit(`Who should take load ${loadId} (${load.pickupCity} → ${load.dropoffCity}, ${load.weightKg} kg)?`, { driverId: { type: 'string', oneOf: options } }) },
    seal({ sub: userId, tool: NAME, loadId, driverIds: drivers.map((d) => String(d.id)) }),
    `Choose a driver for load ${loadId}.`,
  );
}

async function handle(request, extra) {
  const raw = incomingState(request);
  if (!raw) return offerDrivers(request, extra);

  const { userId } = dispatcherOf(extra);
  let state;
  try {
    state = unseal(raw); // expect: require-state-binding
  } catch (err) {
    return failure(`Your previous answer could not be used (${err.message}). Please ask again.`);
  }
  if (state.tool !== NAME || state.loadId !== request.params.arguments.loadId) {
    return failure('That answer belongs to a different request.');
  }

  const answer = accepted(request, 'driver');
  if (!answer) return text('No driver assigned.');
  if (!state.driverIds.includes(answer.driverId)) return failure('That driver was not one of the options.');

  const ok = await db.assignDriver(state.loadId, Number(answer.driverId), userId);
  if (!ok) return failure(`Load ${state.loadId} was assigned by someone else in the meantime.`);
  return text(`Driver ${answer.driverId} assigned to load ${state.loadId}.`, { loadId: state.loadId, driverId: Number(answer.driverId) });
}

module.exports = { definition, handle };
