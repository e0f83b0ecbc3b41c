// Loads calendar-bridge settings and the 32-byte state seal key from the environment.
// @ts-nocheck
// Fail fast on anything security-relevant; everything else has a default.

function required(name: string): string {
  const v = process.env[name];
  if (!v || v.trim() === "") {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return v;
}

function loadSealKey(): Buffer {
  // 32 random bytes, base64: `openssl rand -base64 32`
  const key = Buffer.from(required("CAL_STATE_SEAL_KEY"), "base64");
  if (key.length !== 32) {
    throw new Error(`CAL_STATE_SEAL_KEY must decode to exactly 32 bytes (got ${key.length})`);
  }
  return key;
}

export const env = {
  port: Number(process.env.PORT ?? 8787),
  calendarApi: process.env.CALENDAR_API_URL ?? "https://calendar.internal.acme.test/v3",
  sealKey: loadSealKey(),
  stateTtlSeconds: 300,
} as const;
