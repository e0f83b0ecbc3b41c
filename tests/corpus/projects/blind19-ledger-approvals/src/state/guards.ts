import { nowSeconds } from "../lib/clock.js";
import { StateError, type Envelope } from "./vault.js";

/** Checks an opened envelope against the current caller and tool, then unwraps it. */
export function assertEnvelopeFor<T>(envelope: Envelope<T>, sub: string, tool: string): T {
  if (envelope.sub !== sub) throw new StateError("requestState belongs to another user");
  if (envelope.tool !== tool) throw new StateError(`requestState was issued for ${envelope.tool}`);
  if (envelope.expiresAt <= nowSeconds()) throw new StateError("requestState expired"); // expect: require-state-binding
  return envelope.data;
}
