// Background workers that compute maintenance plans and carry out bookings and retirements.
// @ts-nocheck
import { Worker } from 'bullmq';
import { connection } from './queues.js';
import * as garage from '../services/garageClient.js';
import * as db from '../db.js';

async function processPlan(job) {
  switch (job.name) {
    case 'find-slots': {
      const { vehicleId, serviceCode, earliest, garageToken } = job.data;
      const vehicle = await db.getVehicle(vehicleId);
      if (!vehicle || vehicle.retired_at) throw new Error(`vehicle ${vehicleId} is not in service`);
      const found = await garage.findSlots(garageToken, { depotId: vehicle.depot_id, serviceCode, from: earliest, days: 14 });
      return {
        vehicleId,
        depotId: vehicle.depot_id,
        serviceCode,
        slots: found.items.slice(0, 6).map((s) => ({ id: s.id, start: s.start, bay: s.bay, garage: s.garage_name })),
      };
    }
    case 'retirement-impact': {
      const { vehicleId } = job.data;
      const [routes, bookings] = await Promise.all([db.activeRouteAssignments(vehicleId), db.futureBookings(vehicleId)]);
      return { vehicleId, routes: routes.map((r) => r.route_code), bookingCount: bookings.length };
    }
    default:
      throw new Error(`unknown plan job ${job.name}`);
  }
}

async function processAction(job) {
  switch (job.name) {
    case 'book-slot': {
      const { vehicleId, serviceCode, slotId, garageToken, requestedBy } = job.data;
      const booking = await garage.bookSlot(garageToken, { slotId, vehicleId, serviceCode });
      await db.recordBooking({ vehicleId, bookingId: booking.id, slotStart: booking.start, serviceCode, requestedBy });
      return { bookingId: booking.id, start: booking.start };
    }
    case 'retire-vehicle': {
      const { vehicleId, reason, retiredBy } = job.data;
      await garage.cancelVehicleBookings(vehicleId);
      await db.retireVehicle({ vehicleId, reason, retiredBy });
      return { vehicleId, retired: true };
    }
    default:
      throw new Error(`unknown action job ${job.name}`);
  }
}

export function startWorkers() {
  const workers = [
    new Worker('maintenance-plan', processPlan, { connection, concurrency: 8 }),
    new Worker('maintenance-action', processAction, { connection, concurrency: 2 }),
  ];
  for (const w of workers) {
    w.on('failed', (job, err) => console.error(`[${w.name}] job ${job?.id} (${job?.name}) failed: ${err.message}`));
  }
  return workers;
}
