import sodium from 'libsodium-wrappers';
import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  STATE_MAC_KEY: z.string().min(1, 'STATE_MAC_KEY is required'),
  STATE_TTL_SECONDS: z.coerce.number().int().min(30).max(600).default(300),
  ERP_BASE_URL: z.string().url().default('https://erp.example.com/api/v3'),
  ERP_API_KEY: z.string().min(24),
  INTROSPECTION_URL: z.string().url(),
  INTROSPECTION_CLIENT_ID: z.string().default('warehouse-mcp'),
  INTROSPECTION_CLIENT_SECRET: z.string().min(16),
});

export interface AppConfig {
  port: number;
  stateKey: Uint8Array;
  stateTtlMs: number;
  erp: { baseUrl: string; apiKey: string };
  introspection: { url: string; clientId: string; clientSecret: string };
}

export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<AppConfig> {
  const parsed = Env.parse(env);
  await sodium.ready;
  const stateKey = sodium.from_base64(parsed.STATE_MAC_KEY, sodium.base64_variants.ORIGINAL);
  if (stateKey.length !== sodium.crypto_auth_KEYBYTES) {
    throw new Error(`STATE_MAC_KEY must decode to ${sodium.crypto_auth_KEYBYTES} bytes (got ${stateKey.length})`);
  }
  return {
    port: parsed.PORT,
    stateKey,
    stateTtlMs: parsed.STATE_TTL_SECONDS * 1000,
    erp: { baseUrl: parsed.ERP_BASE_URL, apiKey: parsed.ERP_API_KEY },
    introspection: {
      url: parsed.INTROSPECTION_URL,
      clientId: parsed.INTROSPECTION_CLIENT_ID,
      clientSecret: parsed.INTROSPECTION_CLIENT_SECRET,
    },
  };
}
