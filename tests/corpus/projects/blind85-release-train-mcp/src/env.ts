// Parses Release Train environment variables into a typed settings object.
// @ts-nocheck
import { z } from 'zod';

const base64Secret = (minBytes: number) =>
  z.string().transform((value, ctx) => {
    const bytes = Buffer.from(value, 'base64');
    if (bytes.length < minBytes) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must decode to at least ${minBytes} bytes` });
      return z.NEVER;
    }
    return bytes;
  });

const EnvSchema = z.object({
  PORT: z.coerce.number().int().positive().default(8080),
  PUBLIC_URL: z.string().url(),
  REDIS_URL: z.string().url(),
  OIDC_ISSUER: z.string().url(),
  OIDC_AUDIENCE: z.string().min(1),
  GITHUB_APP_ID: z.coerce.number().int().positive(),
  GITHUB_APP_PRIVATE_KEY: z.string().includes('PRIVATE KEY'),
  GITHUB_INSTALLATION_ID: z.coerce.number().int().positive(),
  GITHUB_WEBHOOK_SECRET: z.string().min(32),
  RELEASE_TRAIN_MASTER_KEY: base64Secret(32),
  ALLOWED_ORGS: z
    .string()
    .transform((s) => s.split(',').map((o) => o.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string()).min(1)),
});

export type Env = z.output<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`release-train: invalid environment\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

export const env = readEnv();
