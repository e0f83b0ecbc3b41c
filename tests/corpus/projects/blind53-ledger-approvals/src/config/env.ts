import { z } from 'zod';

/**
 * Process configuration, validated once at import time.
 * Everything the server needs from the environment goes through here so the
 * rest of the code base can depend on `Env` instead of `process.env`.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().positive().default(8787),
  LEDGER_API_URL: z.string().url().default('http://localhost:4100'),
  LEDGER_API_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** HMAC secret for the requestState we hand to MCP clients between rounds. */
  LEDGER_STATE_SECRET: z.string().min(24).default('ledger-approvals-local-dev-secret'),
  /** Minutes a pending approval survives between the question and the answer. */
  APPROVAL_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10).default(10),
});

export type Env = Readonly<z.infer<typeof EnvSchema>>;

function loadEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${issues}`);
  }
  return Object.freeze(parsed.data);
}

export const env: Env = loadEnv(process.env);
