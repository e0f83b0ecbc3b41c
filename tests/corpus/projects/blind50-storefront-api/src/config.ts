import { readFileSync } from 'node:fs';
import { z } from 'zod';

// defaults  <  storefront.config.json (optional, per deployment)  <  environment
const Schema = z.object({
  port: z.coerce.number().int().positive(),
  databaseUrl: z.string().url(),
  redisUrl: z.string(),
  shopCurrency: z.string().length(3),
  admin: z.object({
    apiKey: z.string().min(24),
  }),
  inventory: z.object({
    baseUrl: z.string().url(),
    timeoutMs: z.coerce.number().int().positive(),
  }),
  mcp: z.object({
    enabled: z.boolean(),
    stateKey: z.string().min(44, 'STOREFRONT_STATE_KEY must be 32+ bytes, base64'),
  }),
});

export type Config = z.infer<typeof Schema>;

const defaults = {
  port: 4000,
  databaseUrl: 'postgres://storefront@localhost:5432/storefront',
  redisUrl: 'redis://localhost:6379',
  shopCurrency: 'EUR',
  inventory: { baseUrl: 'http://inventory.internal:8080', timeoutMs: 3000 },
  mcp: { enabled: true },
};

function readFileLayer(file = process.env.STOREFRONT_CONFIG ?? 'storefront.config.json'): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
}

function envLayer(env: NodeJS.ProcessEnv) {
  return {
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    admin: { apiKey: env.STOREFRONT_ADMIN_API_KEY },
    inventory: { baseUrl: env.INVENTORY_URL },
    mcp: { enabled: env.MCP_ENABLED === undefined ? undefined : env.MCP_ENABLED !== 'false', stateKey: env.STOREFRONT_STATE_KEY },
  };
}

function merge(target: any, source: any): any {
  if (source === undefined) return target;
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return source;
  const out: any = { ...(target ?? {}) };
  for (const [k, v] of Object.entries(source)) out[k] = merge(out[k], v);
  return out;
}

export const config: Config = Schema.parse([defaults, readFileLayer(), envLayer(process.env)].reduce(merge, {}));
