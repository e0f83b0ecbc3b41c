import { z } from 'zod';

const base64Key = (name: string) =>
  z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length >= 32, `${name} must be at least 32 random bytes, base64-encoded`);

export const EnvSchema = z.object({
  PORT: z.coerce.number().int().default(3000),
  OIDC_ISSUER: z.string().url(),
  OIDC_AUDIENCE: z.string().default('fleet-maint-mcp'),
  FLEET_API_URL: z.string().url(),
  FLEET_API_TOKEN: z.string().min(20),
  REDIS_URL: z.string().url(),
  METRICS_TOKEN: z.string().min(24),
  // Master key for requestState sealing; _PREVIOUS is accepted for opening during a rotation.
  STATE_MASTER_KEY: base64Key('STATE_MASTER_KEY'),
  STATE_MASTER_KEY_PREVIOUS: base64Key('STATE_MASTER_KEY_PREVIOUS').optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export function validateEnv(raw: Record<string, unknown>): Env {
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  return parsed.data;
}
