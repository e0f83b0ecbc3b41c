// Runtime configuration for the deploy gate. Everything comes from the
// environment so the same image runs in staging and prod.

export interface GateConfig {
  registryUrl: string;
  stateSecret: string;
  confirmTtlMs: number;
  allowedEnvs: readonly string[];
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number.parseInt(raw, 10);
  return Number.isFinite(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GateConfig {
  return {
    registryUrl: env.DEPLOY_REGISTRY_URL ?? "https://registry.internal.example.com",
    stateSecret: env.DEPLOY_STATE_SECRET ?? "deploy-gate-local-secret",
    confirmTtlMs: intFromEnv("DEPLOY_CONFIRM_TTL_MS", 5 * 60 * 1000),
    allowedEnvs: (env.DEPLOY_ALLOWED_ENVS ?? "staging,prod").split(",").map((s) => s.trim()),
  };
}
