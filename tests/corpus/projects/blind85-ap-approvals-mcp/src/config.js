// Environment configuration for the accounts-payable approvals MCP server.
'use strict';

const { z } = require('zod');

const Env = z.object({
  PORT: z.coerce.number().int().positive().default(3100),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url(),
  ERP_BASE_URL: z.string().url(),
  RISK_API_URL: z.string().url(),
  RISK_API_KEY: z.string().min(24),
  AP_STATE_SECRET: z
    .string()
    .refine((s) => Buffer.from(s, 'base64').length >= 32, 'AP_STATE_SECRET must be at least 32 random bytes, base64 encoded'),
  STATE_TTL_SECONDS: z.coerce.number().int().min(60).max(600).default(600),
  APPROVAL_LIMIT_CENTS: z.coerce.number().int().positive().default(2_500_000),
});

const parsed = Env.safeParse(process.env);
if (!parsed.success) {
  const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`ap-approvals: invalid environment: ${details}`);
}
const env = parsed.data;

const config = Object.freeze({
  port: env.PORT,
  host: env.HOST,
  databaseUrl: env.DATABASE_URL,
  erpBaseUrl: env.ERP_BASE_URL,
  risk: { url: env.RISK_API_URL, apiKey: env.RISK_API_KEY },
  stateSecret: Buffer.from(env.AP_STATE_SECRET, 'base64'),
  stateTtlSeconds: env.STATE_TTL_SECONDS,
  approvalLimitCents: env.APPROVAL_LIMIT_CENTS,
});

module.exports = { config };
