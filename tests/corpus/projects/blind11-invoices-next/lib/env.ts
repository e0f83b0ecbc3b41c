import { z } from "zod";

/**
 * Server-side configuration, validated once at module load.
 * Anything missing in production should blow up here rather than deep inside a tool call.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  BILLING_API_URL: z.string().url().default("https://billing.internal.example.com/v2"),
  AUTH_ISSUER: z.string().url(),
  AUTH_AUDIENCE: z.string().default("invoices-mcp"),
  // long enough for the SDK's 32-byte minimum, so `next dev` works without a .env.local
  MCP_STATE_SECRET: z.string().min(32).default("invoices-mcp-local-development-secret"),
  // how long a pending refund confirmation stays valid
  MCP_STATE_TTL_SECONDS: z.coerce.number().int().positive().default(60 * 60),
});

export type Env = z.infer<typeof EnvSchema>;

export const env: Env = EnvSchema.parse(process.env);
