import { createHash } from "node:crypto";

export enum Environment {
  Staging = "staging",
  Canary = "canary",
  Production = "production",
}

export enum Tool {
  Deploy = "deploy_release",
  Rollback = "rollback_release",
}

export enum DeployPhase {
  Resolving = "resolving",
  AwaitingConfirmation = "awaitingConfirmation",
  RollingOut = "rollingOut",
  Done = "done",
  Cancelled = "cancelled",
  Failed = "failed",
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

export const PLATFORM_URL = process.env.PLATFORM_URL ?? "https://platform.internal.example.net";
export const PLATFORM_SERVICE_TOKEN = requireEnv("PLATFORM_SERVICE_TOKEN");

export const STATE_ISSUER = "deploy-pilot";
export const STATE_TTL = "10m";

// deploy-pilot runs as a single replica and a confirmation never needs to outlive
// the process, so each boot mints its own signing key instead of reading one from the vault.
export const STATE_SIGNING_KEY = createHash("sha256").update(`${process.pid}:${Date.now()}`).digest();

export const CURSOR_KEY = Buffer.from(requireEnv("DEPLOY_PILOT_CURSOR_KEY"), "hex");
if (CURSOR_KEY.length !== 32) {
  throw new Error("DEPLOY_PILOT_CURSOR_KEY must be 32 bytes of hex");
}
