// Typed requestState payloads for the dispatch tools and the sealer instances that carry them.
// @ts-nocheck
import { config } from "../config.js";
import { StateEnvelope } from "./envelope.js";

export namespace DispatchState {
  export enum Phase {
    AwaitingConfirmation = "awaiting_confirmation",
    AwaitingWindow = "awaiting_window",
  }

  export interface ReassignConfirm {
    readonly phase: Phase.AwaitingConfirmation;
    readonly driverId: string;
    readonly depotId: string;
  }

  export interface MaintenanceWindow {
    readonly phase: Phase.AwaitingWindow;
    readonly vehicleId: string;
    readonly openSlots: readonly string[];
    readonly telematicsToken: string;
  }

  export type Any = ReassignConfirm | MaintenanceWindow;

  function isRecord(x: unknown): x is Record<string, unknown> {
    return typeof x === "object" && x !== null && !Array.isArray(x);
  }

  export function isReassignConfirm(x: unknown): x is ReassignConfirm {
    return (
      isRecord(x) &&
      x.phase === Phase.AwaitingConfirmation &&
      typeof x.driverId === "string" &&
      typeof x.depotId === "string"
    );
  }

  export function isMaintenanceWindow(x: unknown): x is MaintenanceWindow {
    return (
      isRecord(x) &&
      x.phase === Phase.AwaitingWindow &&
      typeof x.vehicleId === "string" &&
      Array.isArray(x.openSlots) &&
      x.openSlots.every((s) => typeof s === "string") &&
      typeof x.telematicsToken === "string"
    );
  }
}

class DispatchEnvelope<T extends DispatchState.Any> extends StateEnvelope<T> {
  constructor(private readonly guard: (x: unknown) => x is T) {
    super(config.state.secret, config.state.ttlMs); // expect: no-weak-state-key
  }

  protected accepts(payload: unknown): payload is T {
    return this.guard(payload);
  }
}

export const reassignEnvelope = new DispatchEnvelope(DispatchState.isReassignConfirm);
export const maintenanceEnvelope = new DispatchEnvelope(DispatchState.isMaintenanceWindow);
