// src/tools/vehicles.js — list_vehicles: the vehicles at the caller's depot, optionally filtered by status
'use strict';

var db = require('../db');
var rounds = require('../lib/rounds');

var STATUSES = ['active', 'maintenance', 'reserved', 'decommissioned'];

exports.definition = {
  name: 'list_vehicles',
  description: 'List vehicles at your depot with status, odometer and last service date.',
  inputSchema: {
    type: 'object',
    properties: {
      status: { type: 'string', enum: STATUSES, description: 'Only vehicles in this status' }
    }
  },
  annotations: { readOnlyHint: true }
};

exports.handle = function (args, ctx) {
  if (args.status && STATUSES.indexOf(args.status) === -1) {
    return Promise.resolve(rounds.toolError('Unknown status ' + args.status));
  }
  return db.listVehicles(ctx.user.depotId, args.status).then(function (list) {
    return rounds.json({
      depot: ctx.user.depotId,
      count: list.length,
      vehicles: list.map(function (v) {
        return {
          id: v.id,
          registration: v.registration,
          model: v.model,
          status: v.status,
          odometerKm: v.odometer_km,
          lastServiceAt: v.last_service_at
        };
      })
    });
  });
};
