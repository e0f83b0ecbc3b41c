export { StateCodecBuilder } from './codec-builder.js';
export type { RequestStateCodec } from './codec-builder.js';
export { fleetCodec } from './fleet-codec.js';
export type { DispatchState, DrainState, FleetState } from './fleet-codec.js';
