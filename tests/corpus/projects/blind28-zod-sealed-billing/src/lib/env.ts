import { z } from "zod";

const EnvSchema = z.object({
  PORT: z.coerce.number().default(3000),
  BILLING_STATE_KEY: z.string().min(32, "BILLING_STATE_KEY must be at least 32 characters"),
  LEGACY_STATE_KEY: z.string().min(32).optional(),
  DATABASE_URL: z.string().url(),
});

export const env = EnvSchema.parse(process.env);
