import { Result } from "neverthrow";
import { decodeJson } from "./crypto";
import type { StateEnvelope, StateError } from "./state-codec";

// v1 of the server (before the key ring shipped) handed out a bare base64url JSON document.
// Clients that were mid-approval during the rollout still hold those, so keep reading them
// until the v1 deployments are gone.
// TODO(platform): remove after the Q3 freeze.
export function readLegacyState<T>(token: string): Result<StateEnvelope<T>, StateError> {
  return Result.fromThrowable(
    () => decodeJson<StateEnvelope<T>>(token), // expect-todo: require-sealed-state
    (): StateError => ({ kind: "malformed" }),
  )();
}
