// src/tools/assignDriver.js — assign_driver: puts a driver on a vehicle for one of their upcoming shifts
'use strict';

var db = require('../db');
var rounds = require('../lib/rounds');
var stateToken = require('../stateToken');

var TOOL = 'assign_driver';

exports.definition = {
  name: TOOL,
  description: 'Assign a driver to a vehicle. You will be asked which upcoming shift to use.',
  inputSchema: {
    type: 'object',
    properties: {
      vehicleId: { type: 'string' },
      driverId: { type: 'string' }
    },
    required: ['vehicleId', 'driverId']
  }
};

function formatShift(s) {
  return s.id + ' (' + new Date(s.starts_at).toISOString().slice(0, 16).replace('T', ' ') + ')';
}

exports.handle = async function (args, ctx) {
  var vehicle = await db.getVehicle(args.vehicleId, ctx.user.depotId);
  if (!vehicle) return rounds.toolError('Vehicle ' + args.vehicleId + ' is not at your depot.');
  if (vehicle.status !== 'active') return rounds.toolError('Vehicle ' + vehicle.registration + ' is ' + vehicle.status + '.');

  var driver = await db.findDriver(args.driverId, ctx.user.depotId);
  if (!driver || !driver.active) return rounds.toolError('Driver ' + args.driverId + ' is not active at your depot.');

  if (!ctx.state) {
    var shifts = await db.openShiftsFor(driver.id);
    if (!shifts.length) return rounds.text(driver.full_name + ' has no open shifts to assign.');
    var sealed = stateToken.seal({
      vehicleId: vehicle.id,
      driverId: driver.id,
      shiftIds: shifts.map(function (s) { return s.id; })
    }, ctx.user.id, TOOL);
    return rounds.inputRequired({
      shift: rounds.elicit('Which shift should ' + driver.full_name + ' drive ' + vehicle.registration + ' on?', {
        shiftId: { type: 'string', title: 'Shift', enum: shifts.map(function (s) { return s.id; }), enumNames: shifts.map(formatShift) }
      })
    }, sealed);
  }

  var st = stateToken.open(ctx.state, ctx.user.id, TOOL);
  if (!st || st.vehicleId !== vehicle.id || st.driverId !== driver.id) {
    return rounds.toolError('This assignment request is no longer valid. Please start again.');
  }
  var answer = rounds.accepted(ctx.responses, 'shift');
  if (!answer) return rounds.text('Assignment cancelled.');
  if (st.shiftIds.indexOf(answer.shiftId) === -1) return rounds.toolError('That shift was not offered.');

  var updated = await db.assignDriver(vehicle.id, driver.id, answer.shiftId, ctx.user.id);
  if (!updated) return rounds.toolError('The shift was taken in the meantime.');
  return rounds.text(driver.full_name + ' will drive ' + vehicle.registration + ' on shift ' + answer.shiftId + '.');
};
