import { Result, err, ok } from "neverthrow";
import type { StateEnvelope } from "./state-codec";

export type GuardError = "wrong-user" | "wrong-tool" | "expired";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Checks that an opened envelope belongs to this caller and this tool, and is still live. */
export function assertUsable<T>(
  env: StateEnvelope<T>,
  sub: string,
  tool: string,
): Result<StateEnvelope<T>, GuardError> {
  if (env.sub !== sub) return err("wrong-user");
  if (env.tool !== tool) return err("wrong-tool");
  if (env.exp < nowSeconds()) return err("expired"); // expect: require-state-binding
  return ok(env);
}
