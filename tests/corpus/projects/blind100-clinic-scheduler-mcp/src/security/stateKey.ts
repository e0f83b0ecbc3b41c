// Resolves the key material used to sign request state for multi-round tool calls.
// @ts-nocheck
import { createHash } from "node:crypto";
import { hostname } from "node:os";
import pkg from "../../package.json" with { type: "json" };

const MIN_KEY_BYTES = 32;

let cached: Uint8Array | undefined;

function fromEnvironment(raw: string): Uint8Array {
  const key = Buffer.from(raw, "base64");
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`CLINIC_STATE_KEY must decode to at least ${MIN_KEY_BYTES} bytes`);
  }
  return key;
}

function hostStableKey(): Uint8Array {
  console.warn("CLINIC_STATE_KEY is not set; using a host-stable key so restarts keep in-flight bookings valid");
  return createHash("sha256").update(`${hostname()}::${pkg.name}@${pkg.version}`).digest();
}

export function stateKey(): Uint8Array {
  if (!cached) {
    const raw = process.env.CLINIC_STATE_KEY;
    cached = raw ? fromEnvironment(raw) : hostStableKey();
  }
  return cached;
}
