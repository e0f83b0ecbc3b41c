import { z } from "zod";

const Env = z.object({
  STAGE: z.enum(["dev", "staging", "prod"]).default("dev"),
  DATABASE_URL: z.string().url(),
  APPROVALS_STATE_KEY: z.string().min(1).optional(),
  STATE_TTL_SECONDS: z.coerce.number().int().positive().max(600).default(300),
  PAYMENTS_API_BASE: z.string().url().default("https://payments.internal.example.com"),
  LIST_PAGE_SIZE: z.coerce.number().int().positive().default(25),
});

const env = Env.parse(process.env);

export interface AppConfig {
  readonly stage: "dev" | "staging" | "prod";
  readonly databaseUrl: string;
  readonly stateKey: string;
  readonly stateTtlSeconds: number;
  readonly paymentsApiBase: string;
  readonly listPageSize: number;
}

export const config: AppConfig = Object.freeze({
  stage: env.STAGE,
  databaseUrl: env.DATABASE_URL,
  // Set through SSM in staging/prod; local `sls offline` runs fall back to a fixed key.
  stateKey: env.APPROVALS_STATE_KEY ?? "approvals-dev-signing-key",
  stateTtlSeconds: env.STATE_TTL_SECONDS,
  paymentsApiBase: env.PAYMENTS_API_BASE,
  listPageSize: env.LIST_PAGE_SIZE,
});
