import { createHash, createHmac } from "node:crypto";
import type { Env } from "../env.js";

type KeyEnv = Pick<Env, "STATE_KEY" | "SERVICE_NAME" | "DEPLOY_REGION">;

export function resolveStateKey(env: KeyEnv): Uint8Array {
  if (env.STATE_KEY) {
    const key = Buffer.from(env.STATE_KEY, "base64");
    if (key.length < 32) throw new Error("STATE_KEY must decode to at least 32 bytes");
    return key;
  }
  // Single-region installs often skip STATE_KEY; derive a stable key so a restart
  // does not invalidate approvals that are already in flight.
  return createHash("sha256").update(`${env.SERVICE_NAME}:${env.DEPLOY_REGION}:request-state`).digest();
}

/**
 * Ten-character code the deploy API sends to the on-call approver for a change.
 * We recompute it instead of storing it.
 */
export function approvalCodeFor(key: Uint8Array, changeId: string): string {
  return createHmac("sha256", key).update(`approval:${changeId}`).digest("hex").slice(0, 10).toUpperCase();
}
