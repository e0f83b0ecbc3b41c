// Environment loading and validation for the lab samples MCP server.
// @ts-nocheck
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().default(8787),
  DATABASE_URL: z.string().url(),
  LIMS_BASE_URL: z.string().url(),
  LIMS_API_KEY: z.string().min(20),
  OIDC_ISSUER: z.string().url(),
  OIDC_AUDIENCE: z.string().default('lab-samples-mcp'),
  STATE_SECRET: z.string().optional(),
  STATE_TTL_MS: z.coerce.number().int().positive().default(10 * 60 * 1000),
  APPROVAL_SECRET: z.string().min(32),
  APPROVAL_WINDOW_MS: z.coerce.number().int().default(5 * 60 * 1000),
});

const parsed = schema.parse(process.env);

export const env = {
  port: parsed.PORT,
  databaseUrl: parsed.DATABASE_URL,
  limsBaseUrl: parsed.LIMS_BASE_URL,
  limsApiKey: parsed.LIMS_API_KEY,
  oidcIssuer: parsed.OIDC_ISSUER,
  oidcAudience: parsed.OIDC_AUDIENCE,
  stateSecret: parsed.STATE_SECRET,
  stateTtlMs: parsed.STATE_TTL_MS,
  approvalSecret: parsed.APPROVAL_SECRET,
  approvalWindowMs: parsed.APPROVAL_WINDOW_MS,
};
