// Parses and validates the import-jobs environment configuration with zod.
// @ts-nocheck
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().int().default(8080),
  WAREHOUSE_URL: z.string().url(),
  WAREHOUSE_SERVICE_KEY: z.string().min(32),
  PENDING_TTL_SECONDS: z.coerce.number().int().min(15).max(600).default(180),
  PENDING_MAX_PER_USER: z.coerce.number().int().min(1).max(50).default(5),
  AUTH_ISSUER: z.string().url(),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(e: z.infer<typeof schema>) {
  return {
    port: e.PORT,
    warehouse: { url: e.WAREHOUSE_URL, serviceKey: e.WAREHOUSE_SERVICE_KEY },
    pending: { ttlMs: e.PENDING_TTL_SECONDS * 1000, maxPerUser: e.PENDING_MAX_PER_USER },
    auth: { issuer: e.AUTH_ISSUER },
  } as const;
}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  return toConfig(schema.parse(env));
}
