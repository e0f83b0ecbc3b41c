import { config } from '../config.js';
import { StateCodecBuilder } from './codec-builder.js';

export interface DispatchState {
  kind: 'dispatch';
  vehicleId: string;
  routeId: string;
  provider: string;
  providerAccount: string;
  providerApiKey: string;
}

export interface DrainState {
  kind: 'drain';
  depotId: string;
  vehicleIds: string[];
  requestedBy: string;
}

export type FleetState = DispatchState | DrainState;

export const fleetCodec = new StateCodecBuilder<FleetState>()
  .withKey(config.dispatch.stateSigningKey) // expect: no-weak-state-key
  .withTtl(config.dispatch.stateTtlSeconds) // expect: require-state-binding
  .build();
