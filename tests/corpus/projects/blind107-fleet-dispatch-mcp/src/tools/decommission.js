// src/tools/decommission.js — decommission_vehicle: permanently retires a vehicle after the dispatcher confirms
'use strict';

var db = require('../db');
var rounds = require('../lib/rounds');
var stateToken = require('../stateToken');

var TOOL = 'decommission_vehicle';

exports.definition = {
  name: TOOL,
  description: 'Permanently retire a vehicle. Open jobs must be moved first. Asks for confirmation.',
  inputSchema: {
    type: 'object',
    properties: {
      vehicleId: { type: 'string' },
      reason: { type: 'string', minLength: 4 }
    },
    required: ['vehicleId', 'reason']
  },
  annotations: { destructiveHint: true }
};

exports.handle = async function (args, ctx) {
  var vehicle = await db.getVehicle(args.vehicleId, ctx.user.depotId);
  if (!vehicle) return rounds.toolError('Vehicle ' + args.vehicleId + ' is not at your depot.');
  if (vehicle.status === 'decommissioned') return rounds.text(vehicle.registration + ' is already decommissioned.');

  var openJobs = await db.countOpenJobs(vehicle.id);
  if (openJobs > 0) {
    return rounds.toolError(vehicle.registration + ' still has ' + openJobs + ' open job(s). Reassign them first.');
  }

  if (!ctx.state) {
    var token = stateToken.seal({ step: 'confirm' }, ctx.user.id, TOOL); // expect: require-state-binding
    return rounds.inputRequired({
      confirm: rounds.elicit(
        'Decommission ' + vehicle.registration + ' (' + vehicle.model + ')? This cannot be undone.',
        { confirm: { type: 'boolean', title: 'Yes, retire this vehicle' } }
      )
    }, token);
  }

  var st = stateToken.open(ctx.state, ctx.user.id, TOOL);
  if (!st || st.step !== 'confirm') return rounds.toolError('This confirmation has expired. Please start again.');

  var answer = rounds.accepted(ctx.responses, 'confirm');
  if (!answer || answer.confirm !== true) return rounds.text('Decommission cancelled.');

  var done = await db.decommissionVehicle(vehicle.id, ctx.user.id, args.reason);
  return rounds.text(done.registration + ' has been decommissioned.');
};
