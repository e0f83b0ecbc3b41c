// Load tools with a confirmation round: assign a load to a driver, cancel a load.
'use strict';
const db = require('../db');
const telematics = require('../services/telematics');
const { mint, open, nowSeconds } = require('../state/token');

const definitions = [
  {
    name: 'assign_load',
    description: 'Assign an open load to a driver after the dispatcher confirms.',
    inputSchema: {
      type: 'object',
      properties: { loadId: { type: 'string' }, driverId: { type: 'string' } },
      required: ['loadId', 'driverId'],
    },
  },
  {
    name: 'cancel_load',
    description: 'Cancel a load and free its driver. Requires confirmation.',
    inputSchema: {
      type: 'object',
      properties: { loadId: { type: 'string' }, reason: { type: 'string', minLength: 3 } },
      required: ['loadId', 'reason'],
    },
    annotations: { destructiveHint: true },
  },
];

function confirmRound(message, requestState) {
  return {
    resultType: 'input_required',
    content: [{ type: 'text', text: message }],
    inputRequests: {
      confirm: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message,
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: 'Confirm' } },
            required: ['confirm'],
          },
        },
      },
    },
    _meta: { requestState },
  };
}

function confirmed(inputResponses) {
  const reply = inputResponses && inputResponses.confirm;
  return Boolean(reply && reply.action === 'accept' && reply.content && reply.content.confirm === true);
}

async function assignLoad(args, user, round) {
  if (!round.requestState) {
    const [load, driver] = await Promise.all([db.getLoad(args.loadId), db.getDriver(args.driverId)]);
    if (!load || !user.depots.includes(load.depot)) return { error: 'load not found' };
    if (!driver || driver.status !== 'available') return { error: 'driver not available' };
    const requestState = mint({ loadId: load.id, driverId: driver.id }, { sub: user.sub, tool: 'assign_load' });
    return confirmRound(`Assign ${load.origin} -> ${load.destination} to ${driver.name}?`, requestState);
  }
  const state = open(round.requestState);
  if (state.sub !== user.sub || state.tool !== 'assign_load' || state.exp < nowSeconds()) {
    return { error: 'confirmation expired or not yours; start again' };
  }
  if (state.loadId !== args.loadId || state.driverId !== args.driverId) return { error: 'arguments changed; start again' };
  if (!confirmed(round.inputResponses)) return { assigned: false };
  const ok = await db.assignLoad(state.loadId, state.driverId, user.sub);
  if (ok) await telematics.notifyDriver(state.driverId, `New load ${state.loadId} assigned.`);
  return { assigned: ok };
}

async function cancelLoad(args, user, round) {
  if (!round.requestState) {
    const load = await db.getLoad(args.loadId);
    if (!load || !user.depots.includes(load.depot)) return { error: 'load not found' };
    if (load.status === 'cancelled' || load.status === 'delivered') return { error: `load is ${load.status}` };
    const requestState = mint({ loadId: load.id, reason: args.reason }, { sub: user.sub, tool: 'cancel_load' });
    return confirmRound(`Cancel load ${load.id} (${load.origin} -> ${load.destination})?`, requestState);
  }
  const state = open(round.requestState); // expect: require-state-binding
  if (state.sub !== user.sub || state.tool !== 'cancel_load') return { error: 'confirmation not yours; start again' };
  if (state.loadId !== args.loadId || state.reason !== args.reason) return { error: 'arguments changed; start again' };
  if (!confirmed(round.inputResponses)) return { cancelled: false };
  const cancelled = await db.cancelLoad(state.loadId, state.reason, user.sub);
  return { cancelled };
}

async function handle(name, args, user, round) {
  if (name === 'assign_load') return assignLoad(args, user, round);
  if (name === 'cancel_load') return cancelLoad(args, user, round);
  return undefined;
}

module.exports = { definitions, handle };
