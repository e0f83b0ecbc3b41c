// vehicle_status tool: combines fleet-core vehicle data with the latest telemetry reading stored locally.
// @ts-nocheck
import { z } from 'zod';
import { fleetApi } from '../fleetApi.js';
import { store } from '../db.js';
import { userOf } from '../auth.js';
import { textResult, errorResult } from '../stateJwt.js';

export var name = 'vehicle_status';

export var config = {
  description: 'Current position, fuel, odometer and fault codes of one vehicle in your fleet.',
  inputSchema: { vehicleId: z.string() },
  annotations: { readOnlyHint: true }
};

export function handler(args, extra) {
  var user = userOf(extra);
  return fleetApi.vehicleAsync(args.vehicleId, user.fleetId).then(function (vehicle) {
    if (!vehicle) return errorResult('No vehicle ' + args.vehicleId + ' in your fleet.');
    return store.latestReading(vehicle.id).then(function (reading) {
      var lines = [vehicle.registration + ' (' + vehicle.make + ' ' + vehicle.model + '), depot ' + vehicle.depotName];
      if (!reading) {
        lines.push('No telemetry received yet.');
      } else {
        lines.push('Last seen ' + reading.recorded_at + ' at ' + reading.lat.toFixed(5) + ', ' + reading.lon.toFixed(5) + ' doing ' + reading.speed_kmh + ' km/h');
        lines.push('Odometer ' + reading.odometer_km + ' km, fuel ' + reading.fuel_pct + '%');
        if (reading.fault_codes) lines.push('Fault codes: ' + reading.fault_codes);
      }
      return textResult.apply(null, lines);
    });
  });
}
