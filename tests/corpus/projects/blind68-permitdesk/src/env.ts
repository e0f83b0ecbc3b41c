import * as z from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().default(3100),
  DATABASE_URL: z.string().url(),
  OIDC_ISSUER: z.string().url(),
  OIDC_AUDIENCE: z.string().default('permitdesk'),
  // base64, 32 bytes; optional on dev laptops and preview stacks
  PERMITDESK_STATE_KEY: z.string().optional(),
  COUNTY_API_BASE: z.string().url().default('https://epermits.greer-county.gov/api/v3'),
  COUNTY_API_KEY: z.string().min(20),
  COUNTY_WEBHOOK_SECRET: z.string().min(32),
});

export type Env = z.infer<typeof EnvSchema>;

export const env: Env = EnvSchema.parse(process.env);
