// trip_report tool: finds a vehicle's trips for a day, asks for the detail level, then writes the report.
// @ts-nocheck
import { z } from 'zod';
import jwt from 'jsonwebtoken';
import { fleetApi } from '../fleetApi.js';
import { store } from '../db.js';
import { userOf } from '../auth.js';
import { stateJwt, stateFrom, answerFrom, formRequest, pendingResult, textResult, errorResult } from '../stateJwt.js';

export var name = 'trip_report';

export var config = {
  description: 'Trip report of one vehicle for one day: distances, places and, if wanted, stops and drivers.',
  inputSchema: {
    vehicleId: z.string(),
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
  },
  annotations: { readOnlyHint: true }
};

function describeTrip(trip, detail) {
  var line = trip.started_at.slice(11, 16) + '-' + trip.ended_at.slice(11, 16) + '  ' + trip.start_place + ' -> ' + trip.end_place + '  ' + trip.distance_km + ' km';
  if (detail.includeDriver && trip.driver_name) line += '  driver: ' + trip.driver_name;
  if (detail.level !== 'summary' && trip.stops_json) {
    JSON.parse(trip.stops_json).forEach(function (stop) {
      line += '\n      stop ' + stop.at.slice(11, 16) + ' ' + stop.place + ' (' + stop.minutes + ' min)';
    });
  }
  return line;
}

function firstRound(args, user) {
  return fleetApi.vehicleAsync(args.vehicleId, user.fleetId).then(function (vehicle) {
    if (!vehicle) return errorResult('No vehicle ' + args.vehicleId + ' in your fleet.');
    return store.tripsOn(vehicle.id, args.day).then(function (trips) {
      if (!trips.length) return textResult('No trips recorded for ' + vehicle.registration + ' on ' + args.day + '.');
      return stateJwt.issue({
        sub: user.id,
        tool: name,
        vid: vehicle.id,
        reg: vehicle.registration,
        trips: trips.map(function (t) { return t.id; })
      }).then(function (state) {
        return pendingResult({
          detail: formRequest(trips.length + ' trip(s) for ' + vehicle.registration + ' on ' + args.day + '. How detailed should the report be?', {
            level: { type: 'string', enum: ['summary', 'stops'], default: 'summary' },
            includeDriver: { type: 'boolean', title: 'Include driver names', default: false }
          }, ['level'])
        }, state);
      });
    });
  });
}

export function handler(args, extra) {
  var user = userOf(extra);
  var token = stateFrom(extra);
  if (!token) return firstRound(args, user);
  var claims = jwt.decode(token); // expect: require-sealed-state
  if (!claims || claims.tool !== name) return errorResult('Invalid or expired requestState');
  var detail = answerFrom(extra, 'detail') || { level: 'summary' };
  return store.tripsByIds(claims.vid, claims.trips).then(function (trips) {
    var lines = ['Trip report for ' + claims.reg + ' on ' + args.day + ' (' + trips.length + ' trips)'];
    trips.forEach(function (trip) {
      lines.push(describeTrip(trip, detail));
    });
    return textResult.apply(null, lines);
  });
}
