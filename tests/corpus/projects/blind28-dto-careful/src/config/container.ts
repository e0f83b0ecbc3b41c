import "reflect-metadata";
import { createHash } from "crypto";
import { hostname } from "os";
import { container } from "tsyringe";
import { CLOCK, STATE_KEY, UPSTREAM_URL } from "./tokens";

function readStateKey(): Buffer {
  const raw = process.env.WAREHOUSE_STATE_KEY ?? "";
  const key = Buffer.from(raw, "base64");
  if (key.length !== 32) {
    throw new Error("WAREHOUSE_STATE_KEY must be 32 random bytes, base64-encoded (openssl rand -base64 32)");
  }
  return key;
}

/** Stable per-host id used only to tag log lines. */
export const instanceId = createHash("sha256").update(`${hostname()}:${process.pid}`).digest("hex").slice(0, 12);

export function configureContainer(): typeof container {
  container.register(STATE_KEY, { useValue: readStateKey() });
  container.register(CLOCK, { useValue: { now: () => Date.now() } });
  container.register(UPSTREAM_URL, { useValue: process.env.DRIVE_API_URL ?? "https://drive.example.com/api" });
  return container;
}
