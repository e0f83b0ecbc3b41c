// schedule_maintenance tool: offers workshop slots for a vehicle and books the one the fleet manager picks.
// @ts-nocheck
import { z } from 'zod';
import { fleetApi } from '../fleetApi.js';
import { userOf } from '../auth.js';
import { stateJwt, stateFrom, answerFrom, formRequest, pendingResult, textResult, errorResult } from '../stateJwt.js';

export var name = 'schedule_maintenance';

export var config = {
  description: 'Find free workshop slots for a vehicle and book one of them.',
  inputSchema: {
    vehicleId: z.string(),
    service: z.enum(['inspection', 'tyres', 'brakes', 'oil'])
  },
  annotations: { destructiveHint: false }
};

function offerSlots(args, user) {
  return fleetApi.vehicleAsync(args.vehicleId, user.fleetId).then(function (vehicle) {
    if (!vehicle) return errorResult('No vehicle ' + args.vehicleId + ' in your fleet.');
    return fleetApi.workshopSlotsAsync(vehicle.depotId, args.service).then(function (slots) {
      if (!slots.length) return errorResult('No ' + args.service + ' slots near ' + vehicle.depotName + ' in the next two weeks.');
      var claims = {
        sub: user.id,
        tool: name,
        vid: vehicle.id,
        svc: args.service,
        slots: slots.map(function (s) { return s.id; })
      };
      return stateJwt.issue(claims).then(function (token) {
        return pendingResult({
          slot: formRequest('Pick a workshop slot for ' + vehicle.registration + ' (' + args.service + ')', {
            slotId: {
              type: 'string',
              enum: claims.slots,
              enumNames: slots.map(function (s) { return s.startsAt + ' at ' + s.workshopName; })
            }
          }, ['slotId'])
        }, token);
      });
    });
  });
}

export function handler(args, extra) {
  var user = userOf(extra);
  var token = stateFrom(extra);
  if (!token) return offerSlots(args, user);
  return stateJwt.check(token).then(function (claims) { // expect: require-state-binding
    var picked = answerFrom(extra, 'slot');
    if (!picked || !Array.isArray(claims.slots) || claims.slots.indexOf(picked.slotId) === -1) {
      return errorResult('No valid slot was chosen; nothing booked.');
    }
    return fleetApi.bookWorkshopAsync(claims.vid, picked.slotId, claims.svc, user.id).then(function (booking) {
      return textResult('Booked ' + booking.reference + ' at ' + booking.workshopName + ', ' + booking.startsAt + '.');
    });
  }, function () {
    return errorResult('Invalid or expired requestState');
  });
}
