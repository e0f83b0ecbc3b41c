// immobilize_vehicle tool: engages a vehicle's remote immobiliser after a fleet admin confirms this exact command.
// @ts-nocheck
import { z } from 'zod';
import { createHash } from 'node:crypto';
import { fleetApi } from '../fleetApi.js';
import { userOf } from '../auth.js';
import { stateJwt, stateFrom, answerFrom, formRequest, pendingResult, textResult, errorResult } from '../stateJwt.js';

export var name = 'immobilize_vehicle';

export var config = {
  description: 'Engage the remote immobiliser of a vehicle. Fleet admins only; asks for confirmation.',
  inputSchema: {
    vehicleId: z.string(),
    reason: z.enum(['theft_reported', 'unpaid_lease', 'safety_recall'])
  },
  annotations: { destructiveHint: true }
};

function commandDigest(args) {
  return createHash('sha256').update(JSON.stringify([args.vehicleId, args.reason])).digest('base64url');
}

export function handler(args, extra) {
  var user = userOf(extra);
  if (user.role !== 'fleet_admin') return errorResult('Only fleet admins can immobilise vehicles.');
  var token = stateFrom(extra);
  var digest = commandDigest(args);
  return fleetApi.vehicleAsync(args.vehicleId, user.fleetId).then(function (vehicle) {
    if (!vehicle) return errorResult('No vehicle ' + args.vehicleId + ' in your fleet.');
    if (!token) {
      return stateJwt.issue({ sub: user.id, tool: name, ad: digest }).then(function (state) {
        return pendingResult({
          confirm: formRequest(
            'Immobilise ' + vehicle.registration + ' (' + args.reason + ')? The engine will not restart until the immobiliser is released.',
            { confirm: { type: 'boolean', title: 'Engage immobiliser' } },
            ['confirm']
          )
        }, state);
      });
    }
    return stateJwt.check(token).then(function (claims) {
      if (claims.sub !== user.id || claims.tool !== name || claims.ad !== digest) {
        return errorResult('Invalid or expired requestState');
      }
      var answer = answerFrom(extra, 'confirm');
      if (!answer || answer.confirm !== true) return textResult('Immobiliser not engaged.');
      return fleetApi.immobilizeAsync(vehicle.id, args.reason, user.id).then(function () {
        return textResult('Immobiliser engaged on ' + vehicle.registration + '.');
      });
    }, function () {
      return errorResult('Invalid or expired requestState');
    });
  });
}
