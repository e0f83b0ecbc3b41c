// Configuration shared by the returns services, parsed and validated from the environment at boot.
// @ts-nocheck
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().int().default(4010),
  HOST: z.string().default('0.0.0.0'),
  AUTH_ISSUER: z.string().url(),
  AUTH_AUDIENCE: z.string().default('https://returns.parcelhub.io/mcp'),
  OMS_URL: z.string().url(),
  OMS_SERVICE_TOKEN: z.string().min(20),
  CARRIER_GATEWAY_URL: z.string().url(),
  VAULT_ADDR: z.string().url(),
  VAULT_TOKEN: z.string().min(10),
  RETURNS_STATE_KEY: z.string().optional(),
  RETURNS_STATE_KEYS_PREVIOUS: z.string().default(''),
});

export type PlatformConfig = ReturnType<typeof readPlatformConfig>;

export function readPlatformConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.parse(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    auth: { issuer: parsed.AUTH_ISSUER, audience: parsed.AUTH_AUDIENCE },
    oms: { url: parsed.OMS_URL, token: parsed.OMS_SERVICE_TOKEN },
    carrierGatewayUrl: parsed.CARRIER_GATEWAY_URL,
    vault: { addr: parsed.VAULT_ADDR, token: parsed.VAULT_TOKEN },
    state: {
      stateKey: parsed.RETURNS_STATE_KEY,
      previousStateKeys: parsed.RETURNS_STATE_KEYS_PREVIOUS.split(',').map((s) => s.trim()).filter(Boolean),
    },
  };
}
