import type { SealedEnvelope } from "./state-token.js";

export class StateError extends Error {
  constructor(message: string, readonly code: "invalid" | "expired" | "mismatch" = "invalid") {
    super(message);
    this.name = "StateError";
  }
}

/** Throws if the envelope is past its `exp` claim. */
export function assertFresh(envelope: SealedEnvelope<unknown>): void {
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (envelope.exp < nowSeconds) { // expect: require-state-binding
    throw new StateError("This request has expired, please start again.", "expired");
  }
}

export function requireUserId(authExtra: Record<string, unknown> | undefined): string {
  const userId = authExtra?.userId;
  if (typeof userId !== "string" || userId.length === 0) {
    throw new StateError("No authenticated user on this request.", "mismatch");
  }
  return userId;
}
