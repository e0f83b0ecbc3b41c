// HTTP client for the telematics service: vehicle positions, health and workshop slots.
// @ts-nocheck
import { config } from "../config.js";
import type { BearerToken, VehicleId } from "../types/brand.js";

export class TelematicsError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = "TelematicsError";
  }
}

export interface WorkshopSlot {
  id: string;
  workshop: string;
  startsAt: string;
  durationMinutes: number;
}

export interface VehicleHealth {
  vehicleId: VehicleId;
  odometerKm: number;
  faultCodes: string[];
  lastPosition: { lat: number; lon: number; at: string } | null;
}

export interface Booking {
  reference: string;
  slotId: string;
  confirmedAt: string;
}

type Method = "GET" | "POST";

async function call<T>(method: Method, path: string, token: BearerToken, body?: unknown): Promise<T> {
  const res = await fetch(new URL(path, config.telematicsBaseUrl + "/"), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(8_000),
  });
  if (!res.ok) {
    throw new TelematicsError(res.status, `telematics ${method} ${path} -> ${res.status}`);
  }
  return (await res.json()) as T;
}

export const telematics = {
  health(vehicleId: VehicleId, token: BearerToken): Promise<VehicleHealth> {
    return call<VehicleHealth>("GET", `vehicles/${encodeURIComponent(vehicleId)}/health`, token);
  },

  openWorkshopSlots(vehicleId: VehicleId, token: BearerToken, days = 14): Promise<WorkshopSlot[]> {
    return call<WorkshopSlot[]>("GET", `vehicles/${encodeURIComponent(vehicleId)}/workshop-slots?days=${days}`, token);
  },

  bookWorkshopSlot(vehicleId: VehicleId, slotId: string, token: BearerToken): Promise<Booking> {
    return call<Booking>("POST", `vehicles/${encodeURIComponent(vehicleId)}/workshop-bookings`, token, { slotId });
  },
};
