import { z } from 'zod';

const base64Key = (minBytes: number) =>
  z
    .string()
    .transform((value) => Buffer.from(value, 'base64'))
    .refine((bytes) => bytes.length >= minBytes, `must decode to at least ${minBytes} bytes`);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().default(3030),
  PUBLIC_URL: z.string().url().default('http://localhost:3030'),
  AUTH_ISSUER: z.string().url(),
  AUTH_JWKS_URL: z.string().url(),
  /** Signs the wizard state handed to MCP clients between rounds. `openssl rand -base64 32` */
  EXPORT_STATE_KEY: base64Key(32),
  /** Shared with the warehouse service; signs its job-finished callbacks. */
  WAREHOUSE_WEBHOOK_SECRET: z.string().min(32),
  WAREHOUSE_API_URL: z.string().url(),
});

export type Env = z.infer<typeof EnvSchema>;

const parsed = EnvSchema.safeParse(process.env);
if (!parsed.success) {
  console.error('invalid environment:', parsed.error.flatten().fieldErrors);
  process.exit(1);
}

export const env: Env = parsed.data;
