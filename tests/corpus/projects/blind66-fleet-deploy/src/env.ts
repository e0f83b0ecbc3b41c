import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().default(7100),
  OIDC_ISSUER: z.string().url(),
  FLEET_API_URL: z.string().url(),
  FLEET_API_TOKEN: z.string().min(20),

  // base64 of 32 random bytes; the previous key only verifies, for state minted before a rotation
  STATE_KEY: z.string().min(44),
  STATE_KEY_ID: z.string().default('k4'),
  STATE_KEY_PREVIOUS: z.string().min(44).optional(),
  STATE_KEY_PREVIOUS_ID: z.string().default('k3'),

  // fleet-deploy 1.x signed its own "v1:" tokens with this hex key. Set it only while 1.x
  // runners are still being drained; without it v1 tokens are refused.
  LEGACY_STATE_SECRET: z.string().regex(/^[0-9a-f]{64}$/).optional(),
});

export const env = Env.parse(process.env);
