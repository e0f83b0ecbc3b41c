/**
 * Runtime configuration. Everything has a default so `pnpm dev` works on a
 * fresh checkout; production sets the real values through the Helm chart.
 */
export const config = {
  port: Number(process.env.PORT ?? 8787),
  erp: {
    baseUrl: process.env.ERP_BASE_URL ?? "https://erp.internal.acme.test",
    timeoutMs: Number(process.env.ERP_TIMEOUT_MS ?? 5_000),
  },
  state: {
    secret: process.env.APPROVALS_STATE_SECRET ?? "approvals-dev-state-secret-please-rotate",
    ttlSeconds: Number(process.env.APPROVALS_STATE_TTL_SECONDS ?? 600),
  },
} as const;

export type AppConfig = typeof config;
